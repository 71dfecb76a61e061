/** What a job handler receives. `attempt` counts from 1; `finalAttempt` is true on the last try. */
export interface JobContext {
  readonly attempt: number;
  readonly finalAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** How often and how patiently a job is retried: exponential backoff from `backoffMs`. */
export interface RetryPolicy {
  readonly attempts: number;
  readonly backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, backoffMs: 2000 };

/**
 * Background jobs (mails). BullMQ on Redis when `REDIS_URL` is set, otherwise in this process
 * through the same handlers. A job id is idempotent: adding a job whose id is still queued is a no-op.
 */
export abstract class JobQueue {
  abstract enqueue<T extends object>(queue: string, jobId: string, data: T): Promise<void>;
  /** Several jobs of one queue at once (BullMQ: one round trip to Redis), each as `enqueue` would add it. */
  abstract enqueueAll<T extends object>(queue: string, jobs: ReadonlyArray<{ readonly jobId: string; readonly data: T }>): Promise<void>;
  /**
   * Forgets what is left of a job (a failed or stalled one whose id would make `enqueue` a
   * no-op), unless a worker holds it right now.
   */
  abstract discard(queue: string, jobId: string): Promise<void>;
  abstract process<T extends object>(queue: string, handler: JobHandler<T>, retry?: RetryPolicy): void;
  abstract close(): Promise<void>;
  /** How many jobs of a queue wait, run, wait for a retry and failed (metrics), or null when unknown. */
  jobCounts?(queue: string): Promise<JobCounts>;
}

export interface JobCounts {
  readonly waiting: number;
  readonly active: number;
  readonly delayed: number;
  readonly failed: number;
}
