import 'reflect-metadata';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { createPino, PinoLoggerService } from './platform/logging/logger.js';

@Module({})
class MigrateModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: MigrateModule, imports: [ConfigModule.forConfig(config), DatabaseModule] };
  }
}

/**
 * `node apps/api/dist/migrate.js`: applies every pending migration (under the same advisory
 * lock as a starting instance) and exits: the compose `migrate` service and the Kubernetes
 * migration Job run it before the new version rolls out.
 */
async function migrate(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    console.error('Invalid configuration: DATABASE_URL is required to run the migrations on their own (the embedded database migrates at start-up)');
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(MigrateModule.forRoot(config), {
    logger: new PinoLoggerService(createPino(config.logLevel ?? 'info')),
    abortOnError: false,
  });
  await app.init(); // DatabaseMigrator applies the migrations while the module starts
  new Logger('Migrations').log('Database schema up to date');
  await app.close();
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
