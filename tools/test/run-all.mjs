#!/usr/bin/env node
/**
 * `npm test`: builds what the tests run (the API, the web app and its generated client),
 * then runs every Jest project once (unit, API integration, browser journeys) and ends with
 * the line CI reads: `tests: N passed, N failed`.
 * Extra arguments go to Jest, e.g. `npm test -- --selectProjects unit`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: 'inherit', env, ...options });

const build = run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
if (build.status !== 0) {
  console.error('\nThe build failed; no test ran.');
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'mercato-jest-'));
const resultsFile = join(dir, 'results.json');
// On 2 cores Jest runs all files in its main process (one worker means in band), and what each
// file loaded there is not all freed: the heap grows by about 100 MB per API test file (measured
// with --logHeapUsage) and ran out at V8's default limit (about 3.4 GB) in CI. Until that leak
// is found, the test process may use 8 GB (the machine has 24).
const HEAP_MB = 8192;
const jest = run(
  process.execPath,
  [`--max-old-space-size=${HEAP_MB}`, '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--forceExit', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)],
  { env: { ...env, NODE_NO_WARNINGS: '1' } },
);

let passed = 0;
let failed = 1;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  // A file that could not run at all (syntax error, failing hook) counts as a failure too.
  failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  console.error('Jest wrote no results.');
}
rmSync(dir, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
