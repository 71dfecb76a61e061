import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { StartupError } from '../startup-error.js';
import { DatabaseMigrator } from './database-migrator.js';
import { DatabaseEndpoint } from './database-endpoint.js';
import { TypeOrmLogger } from './typeorm-logger.js';
import { UnitOfWork } from './unit-of-work.js';
import { waitForDatabase } from './wait-for-database.js';


const logger = new Logger('Database');

@Module({
  providers: [
    {
      provide: DatabaseEndpoint,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        if (config.databaseUrl) {
          await waitForDatabase(config.databaseUrl, { logger });
          return new DatabaseEndpoint(config.databaseUrl, null);
        }
        const inMemory = config.embeddedInMemory === true;
        // Loaded only here: the production image ships without the embedded database (PGlite).
        const { EmbeddedPostgres } = await import('./embedded-postgres.js').catch((error: unknown) => {
          throw new StartupError(`DATABASE_URL is not set and this installation has no embedded database (${(error as Error).message.split('\n')[0]}): set DATABASE_URL.`);
        });
        const embedded = await EmbeddedPostgres.start(inMemory ? null : config.dataDir);
        logger.log(`Embedded PostgreSQL (PGlite) ${inMemory ? 'in memory' : `in ${embedded.directory}`}`);
        return new DatabaseEndpoint(embedded.url, embedded);
      },
    },
  ],
  exports: [DatabaseEndpoint],
})
class DatabaseEndpointModule {}

/** Closes the pool before the embedded database it talks to. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DatabaseEndpoint) private readonly endpoint: DatabaseEndpoint,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.endpoint.embedded?.stop();
  }
}

@Global()
@Module({
  imports: [
    DatabaseEndpointModule,
    TypeOrmModule.forRootAsync({
      imports: [DatabaseEndpointModule],
      inject: [DatabaseEndpoint],
      useFactory: (endpoint: DatabaseEndpoint) => ({
        type: 'postgres' as const,
        url: endpoint.url,
        autoLoadEntities: true,
        migrations: MIGRATIONS,
        migrationsRun: false,
        synchronize: false,
        logging: ['error' as const, 'warn' as const, 'migration' as const],
        logger: new TypeOrmLogger(),
        // Fail fast while the database is away (503), never hang a request.
        extra: { max: endpoint.embedded ? 8 : 10, connectionTimeoutMillis: 3000, query_timeout: 15000 },
      }),
    }),
  ],
  providers: [UnitOfWork, DatabaseMigrator, DatabaseLifecycle],
  exports: [UnitOfWork, DatabaseMigrator, DatabaseEndpointModule],
})
export class DatabaseModule {}
