import { Logger } from '@nestjs/common';
import { DEFAULT_RETRY, JobQueue, type JobCounts, type JobHandler, type RetryPolicy } from './job-queue.port.js';

interface Registration {
  readonly handler: JobHandler<object>;
  readonly retry: RetryPolicy;
}

/**
 * Jobs run in this process, with the retries and backoff of the BullMQ adapter. Nothing
 * survives a restart here: the mail outbox re-queues unsent rows at start-up.
 */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registration>();
  private readonly pending = new Map<string, { queue: string; data: object }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  override async jobCounts(queue: string): Promise<JobCounts> {
    const waiting = [...this.pending.values()].filter((job) => job.queue === queue).length;
    return { waiting, active: 0, delayed: 0, failed: 0 };
  }

  async enqueue<T extends object>(queue: string, jobId: string, data: T): Promise<void> {
    const key = `${queue}:${jobId}`;
    if (this.closed || this.pending.has(key)) return;
    this.pending.set(key, { queue, data });
    this.schedule(key, 1, 0);
  }

  async enqueueAll<T extends object>(queue: string, jobs: ReadonlyArray<{ readonly jobId: string; readonly data: T }>): Promise<void> {
    for (const { jobId, data } of jobs) await this.enqueue(queue, jobId, data);
  }

  async discard(): Promise<void> {
    // Jobs here end with this process or once their handler returns: nothing is left over.
  }

  process<T extends object>(queue: string, handler: JobHandler<T>, retry: RetryPolicy = DEFAULT_RETRY): void {
    this.handlers.set(queue, { handler: handler as JobHandler<object>, retry });
    for (const [key, job] of this.pending) if (job.queue === queue) this.schedule(key, 1, 0);
  }

  private schedule(key: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(key, attempt);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(key: string, attempt: number): Promise<void> {
    const job = this.pending.get(key);
    const registration = job && this.handlers.get(job.queue);
    if (!job || !registration || this.closed) return;
    const { handler, retry } = registration;
    const finalAttempt = attempt >= retry.attempts;
    try {
      await handler(job.data, { attempt, finalAttempt });
      this.pending.delete(key);
    } catch (error) {
      if (finalAttempt) {
        this.pending.delete(key);
        this.logger.error(`Job ${key} failed for good after ${attempt} attempts: ${(error as Error).message}`);
      } else {
        this.schedule(key, attempt + 1, retry.backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  /** Lets running jobs finish; jobs still waiting are dropped (their outbox rows stay unsent). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
