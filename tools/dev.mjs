#!/usr/bin/env node
/**
 * `npm run dev`: the API recompiled and restarted on change (port 3000) and the Vite dev
 * server with hot reload (http://localhost:5173, proxying /api, /translate, /media, /dev).
 */
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const prepared = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@mercato/api', '@mercato/api-client'], { stdio: 'inherit', env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
