import { Global, Inject, Injectable, Logger, Module, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import { StartupError } from '../startup-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisConnection } from '../redis/redis.module.js';
import { BullMqJobQueue } from './bullmq.job-queue.js';
import { InProcessJobQueue } from './in-process.job-queue.js';
import { JobQueue } from './job-queue.port.js';

const logger = new Logger('Jobs');

/**
 * BullMQ keeps its jobs as Redis keys: a Redis that evicts keys under memory pressure would
 * silently drop mails. Refuse to start on such a Redis, saying why; a managed Redis that
 * hides CONFIG only gets a warning.
 */
export async function requireNoEviction(client: Redis): Promise<void> {
  let policy: string | undefined;
  try {
    // The shared client queues nothing while connecting: wait (briefly) until it is ready.
    if (client.status !== 'ready') {
      await Promise.race([
        once(client, 'ready'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('Redis not reachable in 5 s')), 5000).unref()),
      ]);
    }
    policy = ((await client.call('CONFIG', 'GET', 'maxmemory-policy')) as string[])[1];
  } catch (error) {
    logger.warn(`Could not read Redis maxmemory-policy (${(error as Error).message}); it must be noeviction for the job queue`);
    return;
  }
  if (policy !== 'noeviction') {
    throw new StartupError(
      `Redis uses maxmemory-policy "${policy}", but the job queue (BullMQ) needs "noeviction" or queued mails could be lost. ` +
        'Set it in redis.conf or with CONFIG SET maxmemory-policy noeviction.',
    );
  }
}

@Injectable()
class JobQueueLifecycle implements BeforeApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  /** Before the database closes: running jobs finish, no new one starts. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [RedisConnection, APP_CONFIG],
      // BullMQ without Redis would hang on add(): only with REDIS_URL.
      useFactory: async (redis: RedisConnection, config: AppConfig) => {
        if (!redis.client) return new InProcessJobQueue();
        await requireNoEviction(redis.client);
        // A job is never locked longer than the outbox lease of the mail it sends (MAIL_LEASE_MS),
        // so a killed worker's mail is taken over as soon as its lease allows.
        return new BullMqJobQueue(() => redis.newBullMqConnection(), config.queuePrefix, Math.min(30_000, config.mailLeaseMs ?? 30_000));
      },
    },
    JobQueueLifecycle,
  ],
  exports: [JobQueue],
})
export class JobsModule {}
