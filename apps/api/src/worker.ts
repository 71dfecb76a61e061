import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { StartupError } from './platform/startup-error.js';
import { runWorker } from './worker/run-worker.js';

/** The worker's entry point (`apps/worker`, the worker container): APP_ROLE is always `worker` here. */
let config: AppConfig;
try {
  config = loadConfig({ ...process.env, APP_ROLE: 'worker' });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
runWorker(config).catch((error: unknown) => {
  // A refusal (e.g. a Redis that may evict queued jobs) says why in one line.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
