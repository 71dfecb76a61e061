/**
 * One Jest run for the whole repository (`npm test`), one project per test tier:
 * domain and use-case unit tests, API integration tests on real PostgreSQL/Redis and on the
 * embedded database, web component tests, and browser journeys.
 */
const esm = (tsconfig) => ({
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig }] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@mercato/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@mercato/test-support$': '<rootDir>/libs/test-support/src/index.ts',
  },
});

export default {
  rootDir: '.',
  // Integration tests start the whole app on a fresh database (the embedded one needs ~6 s of initdb).
  testTimeout: 90_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/libs/contracts/src/**/*.spec.ts', '<rootDir>/apps/api/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
      ...esm('<rootDir>/apps/api/tsconfig.json'),
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.tsx'],
      setupFiles: ['<rootDir>/apps/web/src/testing/setup-tests.mjs'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/apps/web/tsconfig.json' }] },
      moduleNameMapper: {
        '^(\\.{1,2}/.*)\\.js$': '$1',
        '^@mercato/contracts$': '<rootDir>/libs/contracts/src/index.ts',
        '^@mercato/api-client$': '<rootDir>/libs/api-client/src/index.ts',
        '\\.css$': '<rootDir>/apps/web/src/testing/style-stub.ts',
      },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/api/test/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/libs/test-support/global-setup.js',
      globalTeardown: '<rootDir>/libs/test-support/global-teardown.js',
      testEnvironmentOptions: { globalsCleanup: 'off' },
      ...esm('<rootDir>/apps/api/tsconfig.json'),
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/web-e2e/src/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/test-support/global-setup.js',
      globalTeardown: '<rootDir>/libs/test-support/global-teardown.js',
      testEnvironmentOptions: { globalsCleanup: 'off' },
      ...esm('<rootDir>/apps/web-e2e/tsconfig.json'),
    },
  ],
};
