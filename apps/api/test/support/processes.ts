import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT, WORKSPACE_ROOT } from '../../src/platform/paths.js';

/** The entry points the containers run (docker/*.Dockerfile): the tests run the very same files. */
export const ENTRY = {
  api: join(API_ROOT, 'dist/main.js'),
  worker: join(WORKSPACE_ROOT, 'apps/worker/src/main.js'),
  migrate: join(API_ROOT, 'dist/migrate.js'),
};

export interface RunningProcess {
  readonly child: ChildProcess;
  /** For the API `http://127.0.0.1:<port>`, for the worker its health base URL. */
  readonly url: string;
  output(): string;
  /** JSON log lines printed so far (non-JSON lines are returned as `{ text }`). */
  lines(): Array<Record<string, unknown>>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

function baseEnv(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  for (const [k, v] of Object.entries(env)) if (v !== undefined) result[k] = v;
  return result;
}

/** Starts a built entry point and waits for the line announcing it is ready. */
export async function startProcess(
  entry: keyof typeof ENTRY,
  env: Record<string, string | undefined>,
  ready = entry === 'api' ? /Ready on (http:\/\/[\d.]+:\d+)/ : /health on (http:\/\/[\d.]+:\d+)/,
): Promise<RunningProcess> {
  if (!existsSync(ENTRY[entry]) || !existsSync(ENTRY.api)) throw new Error(`${ENTRY[entry]} is missing: build first (npx nx run @mercato/api:build)`);
  const child = spawn(process.execPath, [ENTRY[entry]], { cwd: WORKSPACE_ROOT, env: baseEnv({ PORT: '0', HEALTH_PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = ready.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then(({ code }) => {
      clearInterval(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    child,
    url,
    exited,
    output: () => output,
    lines: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return { text: line };
          }
        }),
    async stop(graceMs = 25_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** `node apps/api/dist/migrate.js`: what the compose `migrate` service and the Kubernetes Job run. */
export function runMigrations(env: Record<string, string>) {
  return spawnSync(process.execPath, [ENTRY.migrate], { cwd: WORKSPACE_ROOT, env: baseEnv(env), encoding: 'utf8', timeout: 60_000 });
}
