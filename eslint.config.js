import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries-plugin.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/api/dist-*/**', '**/.nx/**', '**/coverage/**', 'libs/api-client/src/generated/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { mercato: boundaries },
    rules: {
      'mercato/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Nest's dependency injection needs the classes of constructor parameters at run time.
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/api-client/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/api/src/main.ts', 'apps/api/src/scripts/**', 'tools/**', '**/*.spec.ts', '**/*.spec.tsx', '**/test/**', 'apps/web-e2e/**', 'libs/test-support/**'],
    rules: { 'no-console': 'off' },
  },
);
