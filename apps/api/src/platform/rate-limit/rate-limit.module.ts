import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../redis/redis.module.js';
import { PostgresRateLimitStore } from './postgres.rate-limit.store.js';
import { RateLimitStore } from './rate-limit.store.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisRateLimitStore } from './redis.rate-limit.store.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [RedisConnection, DataSource],
      useFactory: (redis: RedisConnection, dataSource: DataSource) =>
        redis.client ? new RedisRateLimitStore(redis.client) : new PostgresRateLimitStore(dataSource),
    },
    RateLimiter,
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
