import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import { RedisStore } from 'connect-redis';
import session, { type Store } from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseEndpoint } from '../database/database-endpoint.js';

/**
 * Where HTTP sessions live (DESIGN.md): Redis when `REDIS_URL` is set, the database
 * otherwise; never process memory, so any instance can serve any request.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  readonly store: Store;
  private readonly redis: RedisClientType | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DatabaseEndpoint) endpoint: DatabaseEndpoint) {
    if (config.redisUrl) {
      this.redis = createClient({
        url: config.redisUrl,
        socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
        disableOfflineQueue: true,
      });
      let reported = false;
      this.redis.on('error', (error: Error) => {
        if (!reported) this.logger.warn(`Redis unavailable for sessions: ${error.message}`);
        reported = true;
      });
      this.redis.on('ready', () => (reported = false));
      void this.redis.connect().catch(() => undefined);
      // No touch on every request: the session middleware refreshes a session once a day.
      this.store = new RedisStore({ client: this.redis, prefix: `${config.queuePrefix ?? 'mercato'}:sess:`, disableTouch: true });
    } else {
      const PgStore = connectPgSimple(session);
      this.store = new PgStore({
        conString: endpoint.url,
        tableName: 'http_session',
        createTableIfMissing: false,
        pruneSessionInterval: 15 * 60,
        // No touch on every request: the session middleware refreshes a session once a day.
        disableTouch: true,
        errorLog: (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')),
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const pg = this.store as Store & { close?: () => Promise<void> | void };
    if (this.redis) await this.redis.quit().catch(() => this.redis?.destroy());
    else await pg.close?.();
  }
}
