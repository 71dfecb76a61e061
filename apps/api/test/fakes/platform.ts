import { UnitOfWork } from '../../src/platform/database/unit-of-work.js';
import type { JobHandler, JobQueue } from '../../src/platform/jobs/job-queue.port.js';
import { delayAfter, RateLimitStore, type Counter, type DelayRule, type Gate } from '../../src/platform/rate-limit/rate-limit-store.port.js';

/** State an in-memory fake keeps, so that a rolled-back unit of work can put it back. */
export interface Transactional {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/** A fake's rows, copied whole at the start of a unit of work and put back if it fails. */
export class Rows<T> implements Transactional {
  items: T[] = [];

  snapshot(): unknown {
    return structuredClone(this.items);
  }

  restore(snapshot: unknown): void {
    this.items = snapshot as T[];
  }
}

/**
 * The unit of work of the use-case tests: runs the work, puts the tracked fakes back when it
 * throws, and runs the after-commit callbacks only when it succeeds, as the real one does.
 */
export class InMemoryUnitOfWork extends UnitOfWork {
  private readonly tracked: Transactional[] = [];
  private pending: Array<() => void> | null = null;
  private ending: Array<() => void> = [];
  commits = 0;
  rollbacks = 0;

  constructor() {
    super(undefined as never, undefined as never);
  }

  track(...fakes: Transactional[]): this {
    this.tracked.push(...fakes);
    return this;
  }

  override async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending) return work();
    const snapshots = this.tracked.map((fake) => fake.snapshot());
    this.pending = [];
    this.ending = [];
    let callbacks: Array<() => void>;
    try {
      const result = await work();
      callbacks = this.pending;
      this.commits++;
      this.pending = null;
      for (const callback of callbacks) callback();
      return result;
    } catch (error) {
      this.tracked.forEach((fake, i) => fake.restore(snapshots[i]));
      this.rollbacks++;
      this.pending = null;
      throw error;
    } finally {
      const ending = this.ending;
      this.ending = [];
      for (const callback of ending) callback();
    }
  }

  override afterEnd(callback: () => void): void {
    if (this.pending) this.ending.push(callback);
    else callback();
  }

  override afterCommit(callback: () => void): void {
    if (this.pending) this.pending.push(callback);
    else callback();
  }

  override manager(): never {
    throw new Error('The use-case tests have no database: a fake port must answer instead');
  }
}

/** Fixed-window counters in memory (the real ones live in Redis or PostgreSQL). */
export class InMemoryRateLimitStore extends RateLimitStore {
  private readonly counters = new Map<string, Counter>();

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = new Date();
    const current = this.counters.get(key);
    const counter =
      current && current.resetAt > now
        ? { ...current, count: current.count + 1, lastAt: now }
        : { count: 1, windowStartedAt: now, lastAt: now, resetAt: new Date(now.getTime() + windowMs) };
    this.counters.set(key, counter);
    return counter;
  }

  async gate(key: string, windowMs: number, rule: DelayRule): Promise<Gate> {
    const current = await this.read(key);
    if (current) {
      const retryAt = current.lastAt.getTime() + delayAfter(current.count, rule);
      if (retryAt > Date.now()) return { allowed: false, retryAt: new Date(retryAt) };
    }
    return { allowed: true, count: (await this.hit(key, windowMs)).count };
  }

  async refund(key: string): Promise<void> {
    const current = await this.read(key);
    if (current) this.counters.set(key, { ...current, count: Math.max(0, current.count - 1) });
  }

  async read(key: string): Promise<Counter | null> {
    const counter = this.counters.get(key);
    return counter && counter.resetAt > new Date() ? counter : null;
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }
}

/** A queue that only records what was handed to it. */
export class RecordingJobQueue implements JobQueue {
  readonly jobs: Array<{ queue: string; jobId: string; data: object }> = [];

  async enqueue<T extends object>(queue: string, jobId: string, data: T): Promise<void> {
    if (!this.jobs.some((job) => job.queue === queue && job.jobId === jobId)) this.jobs.push({ queue, jobId, data });
  }

  async enqueueAll<T extends object>(queue: string, jobs: ReadonlyArray<{ readonly jobId: string; readonly data: T }>): Promise<void> {
    for (const { jobId, data } of jobs) await this.enqueue(queue, jobId, data);
  }

  async discard(queue: string, jobId: string): Promise<void> {
    const at = this.jobs.findIndex((job) => job.queue === queue && job.jobId === jobId);
    if (at >= 0) this.jobs.splice(at, 1);
  }

  process<T extends object>(_queue: string, _handler: JobHandler<T>): void {}

  async close(): Promise<void> {}
}
