import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { StartupError } from './platform/startup-error.js';

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
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  new Logger('Mercato').log(`Ready on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  // Known start-up refusals (embedded database in use, ...) say why in one line; anything else with its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
