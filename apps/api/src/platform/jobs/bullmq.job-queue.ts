import { Logger } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_RETRY, JobQueue, type JobCounts, type JobHandler, type RetryPolicy } from './job-queue.port.js';

/**
 * Jobs in Redis through BullMQ: they survive restarts and are shared by every instance.
 * Completed jobs are removed (the outbox row records the delivery); failed ones are kept for
 * inspection.
 */
export class BullMqJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly retries = new Map<string, RetryPolicy>();

  constructor(
    private readonly connect: () => Redis,
    prefix: string | undefined,
    /**
     * How long a job stays locked to its worker without renewal (renewed every half of it while
     * the worker lives). A killed worker's job is taken over after about twice this.
     */
    private readonly lockMs = 30_000,
  ) {
    super();
    this.prefix = prefix ?? 'mercato';
  }

  private readonly prefix: string;

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connect() as unknown as ConnectionOptions, prefix: this.prefix });
      queue.on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<T extends object>(queueName: string, jobId: string, data: T): Promise<void> {
    await this.queue(queueName).add(queueName, data, this.jobOptions(queueName, jobId));
  }

  async enqueueAll<T extends object>(queueName: string, jobs: ReadonlyArray<{ readonly jobId: string; readonly data: T }>): Promise<void> {
    if (!jobs.length) return;
    await this.queue(queueName).addBulk(jobs.map(({ jobId, data }) => ({ name: queueName, data, opts: this.jobOptions(queueName, jobId) })));
  }

  private jobOptions(queueName: string, jobId: string) {
    const retry = this.retries.get(queueName) ?? DEFAULT_RETRY;
    return { jobId, attempts: retry.attempts, backoff: { type: 'exponential', delay: retry.backoffMs }, removeOnComplete: true, removeOnFail: false };
  }

  async discard(queueName: string, jobId: string): Promise<void> {
    // 0 when a worker holds the job's lock: it is being worked on, nothing to forget.
    await this.queue(queueName).remove(jobId);
  }

  process<T extends object>(queueName: string, handler: JobHandler<T>, retry: RetryPolicy = DEFAULT_RETRY): void {
    this.retries.set(queueName, retry);
    const worker = new Worker<T>(
      queueName,
      async (job) => {
        const attempt = job.attemptsMade + 1;
        await handler(job.data, { attempt, finalAttempt: attempt >= (job.opts.attempts ?? 1) });
      },
      {
        connection: this.connect() as unknown as ConnectionOptions,
        prefix: this.prefix,
        concurrency: 4,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      },
    );
    worker.on('error', (error) => this.logger.warn(`Worker ${queueName}: ${error.message}`));
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.logger.error(`Job ${queueName}:${job.id} failed for good: ${error.message}`);
      }
    });
    this.workers.push(worker);
  }

  override async jobCounts(queueName: string): Promise<JobCounts> {
    const counts = await this.queue(queueName).getJobCounts('wait', 'active', 'delayed', 'failed');
    return { waiting: counts['wait'] ?? 0, active: counts['active'] ?? 0, delayed: counts['delayed'] ?? 0, failed: counts['failed'] ?? 0 };
  }

  /** Lets the current jobs finish, then closes every connection. */
  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}
