import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/**
 * The shared Redis connection when `REDIS_URL` is set (jobs, and later sessions and rate
 * limits), or none. Commands fail fast while Redis is away instead of queueing forever.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = config.redisUrl ? RedisConnection.connect(config.redisUrl, this.logger) : null;
  }

  /** A new connection to the configured Redis, for BullMQ which needs its own. */
  static connect(url: string, logger: Logger, options: { forBullMq?: boolean } = {}): Redis {
    const client = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: options.forBullMq ?? false,
      maxRetriesPerRequest: options.forBullMq ? null : 1,
      connectTimeout: 3000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let reported = false;
    client.on('error', (error) => {
      if (!reported) logger.warn(`Redis unavailable: ${error.message}`);
      reported = true;
    });
    client.on('ready', () => (reported = false));
    return client;
  }

  newBullMqConnection(): Redis {
    if (!this.config.redisUrl) throw new Error('REDIS_URL is not set');
    return RedisConnection.connect(this.config.redisUrl, this.logger, { forBullMq: true });
  }

  async ping(): Promise<boolean> {
    if (!this.client) return true;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end') await this.client.quit().catch(() => this.client?.disconnect());
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
