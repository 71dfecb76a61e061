import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisConnection } from '../redis/redis.module.js';
import { FallbackRateLimitStore } from './fallback.rate-limit-store.js';
import { PostgresRateLimitStore } from './postgres.rate-limit-store.js';
import { RateLimitStore } from './rate-limit-store.port.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisRateLimitStore } from './redis.rate-limit-store.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [RedisConnection, DataSource, APP_CONFIG],
      useFactory: (redis: RedisConnection, dataSource: DataSource, config: AppConfig) =>
        redis.client
          ? new FallbackRateLimitStore(
              new RedisRateLimitStore(redis.client, `${config.queuePrefix ?? 'mercato'}:rl:`),
              new PostgresRateLimitStore(dataSource),
            )
          : new PostgresRateLimitStore(dataSource),
    },
    RateLimiter,
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
