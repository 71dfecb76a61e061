import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { HealthController } from './platform/health/health.controller.js';
import { exitGracefullyOnSignals } from './platform/lifecycle/graceful-shutdown.js';
import { StartupError } from './platform/startup-error.js';
import { runWorker } from './worker/run-worker.js';

/**
 * The product's entry point (`npm start`, the API container): the HTTP API, and with
 * `APP_ROLE=all` (the default) the job consumers in the same process. `APP_ROLE=api` serves
 * HTTP only; `APP_ROLE=worker` runs what `apps/worker` runs.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.role === 'worker') return runWorker(config);
  const app = await createApp(config);
  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw listenError(error, config);
  }
  exitGracefullyOnSignals(app, {
    onSignal: () => app.get(HealthController).markStopping(),
    delayMs: config.shutdownDelayMs ?? 0,
  });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  new Logger('Mercato').log(`Ready on http://${host}:${port} (APP_ROLE=${config.role ?? 'all'})`);
}

/** Why the server could not listen, in one line naming PORT or HOST; other errors as they are. */
function listenError(error: unknown, { port, host }: AppConfig): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new StartupError(`PORT ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port.`);
    case 'EACCES':
      return new StartupError(`PORT ${port} needs privileges this process lacks: set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
      return new StartupError(`HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`HOST ${host} cannot be resolved to an address of this machine: check HOST.`);
    default:
      return error;
  }
}

main().catch((error: unknown) => {
  // Known start-up refusals (embedded database in use, ...) say why in one line; anything else with its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
