import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '../../platform/jobs/job-queue.port.js';
import { OutboxRepository } from './outbox-repository.port.js';

export const MAIL_QUEUE = 'mail';
/**
 * A mail job: the outbox rows the commits of one hand-over wrote (an order's purchase orders and
 * confirmation, and those of the orders committed within the same `handOverWindowMs`), sent
 * together; or one row (`outboxId`: what the sweep hands over, and the jobs of builds before the
 * rows went together).
 */
export type DeliverMailJob = { readonly outboxIds: readonly string[] } | { readonly outboxId: string };

/** The rows a mail job names. */
export const outboxIdsOf = (job: DeliverMailJob): readonly string[] => ('outboxIds' in job ? job.outboxIds : [job.outboxId]);

/** One job per row, with the row id as job id (a row is queued once): the sweep's hand-over. */
const mailJobs = (ids: readonly string[]) => ids.map((id) => ({ jobId: id, data: { outboxId: id } satisfies DeliverMailJob }));

/**
 * One job for the rows of one hand-over (whole commits): one claim, one mark and one job's round
 * trips to Redis for the mails of every order committed in the window instead of one of each per
 * order (or per mail). A single row's job is named by the row, as the sweep names it (a row is
 * queued once). Several rows' job is named by its first row with a prefix no sweep job has: named
 * as the sweep's job for that row (a sweep that found the rows still in the window), it would be
 * dropped as a duplicate and the other rows, marked handed over, would wait for the requeue.
 */
const handOverJob = (ids: readonly string[]) => (ids.length === 1 ? mailJobs(ids)[0]! : { jobId: `rows-${ids[0]!}`, data: { outboxIds: ids } satisfies DeliverMailJob });

/** Tuning of the relay; tests shorten the intervals. */
export class OutboxRelayOptions {
  pollMs = 5000;
  /**
   * Rows committed within this long of the first one waiting go to the queue together, as one job
   * (0: each hand-over takes what is waiting at once). Under load it groups several orders' mails
   * in one job (a claim, a mark and a job's Redis round trips shared); a mail goes out this much later.
   */
  handOverWindowMs = 50;
  /** A row queued this long ago and still unsent is queued again (its job was lost). */
  requeueAfterMs = 5 * 60_000;
  /** How long a worker may hold a row while sending before another may take it. */
  leaseMs = 2 * 60_000;
  /**
   * Whether this process sweeps the outbox (at start-up and every `pollMs`). An API process
   * that runs without job consumers only hands over what it just committed (nudge); the
   * worker sweeps.
   */
  sweep = true;
  /** At shutdown, wait at most this long for a hand-over in progress (Redis may be away). */
  shutdownWaitMs = 5000;
  /** After a transient failure a mail is tried again after this, doubling per try ... */
  retryBaseMs = 2000;
  /** ... at most this long apart (DESIGN.md: 15 minutes) ... */
  retryCapMs = 15 * 60_000;
  /** ... for this long since its first try (72 hours); a permanent refusal fails it at once. */
  giveUpAfterMs = 72 * 3_600_000;
  /** Unsent mails older than this show as long-waiting to staff. */
  waitingAlertMs = 15 * 60_000;
}

/**
 * Hands outbox rows to the job queue, with the row id as job id: right after a commit (the rows
 * just written, `handOver`), every few seconds, and at start-up for everything still unsent (a
 * crash may have happened between commit and queue).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Rows committed and not yet handed over, one group per commit; `handing` drains them. */
  private fresh: Array<readonly string[]> = [];
  private handing: Promise<void> | null = null;
  /** Ends the hand-over window early (shutdown). */
  private endWindow: (() => void) | null = null;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly queue: JobQueue,
    readonly options: OutboxRelayOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.sweep) return;
    void this.flush(true);
    this.timer = setInterval(() => void this.flush(false), this.options.pollMs);
    this.timer.unref();
  }

  nudge(): void {
    if (!this.stopped) void this.flush(false);
  }

  /**
   * Right after a commit: hands the rows it wrote to the queue without reading the outbox, in one
   * job with the rows of the other commits of the next `handOverWindowMs` (one call to the queue
   * and one statement for all of them). A row this misses (Redis or the database away, a crash) is still
   * pending and not enqueued: the next sweep hands it over.
   */
  handOver(ids: readonly string[]): void {
    if (this.stopped || !ids.length) return;
    this.fresh.push([...ids]);
    if (!this.handing) this.handing = this.drainFresh();
  }

  /** Resolves once the rows handed over so far are queued (or their hand-over failed). */
  async handedOver(): Promise<void> {
    while (this.handing) await this.handing;
  }

  private async drainFresh(): Promise<void> {
    while (this.fresh.length) {
      // A full job's worth waiting goes at once: the window never caps the hand-over's rate.
      if (this.options.handOverWindowMs > 0 && !this.stopped && this.fresh.reduce((rows, group) => rows + group.length, 0) < 100) await this.window();
      // About 100 rows per job (whole commits).
      const ids: string[] = [];
      while (this.fresh.length && ids.length < 100) ids.push(...this.fresh.shift()!);
      try {
        await this.queue.enqueueAll<DeliverMailJob>(MAIL_QUEUE, [handOverJob(ids)]);
        // Rows just written: no try yet (a job that took one since is not undone by the mark).
        await this.outbox.markEnqueued(ids.map((id) => ({ id, attempts: 0 })));
      } catch (error) {
        this.logger.warn(`Hand-over failed: ${(error as Error).message}`);
      }
    }
    // Checked and cleared in the same synchronous step: a row added later starts a new drain.
    this.handing = null;
  }

  /** Waits `handOverWindowMs`, or less if the app stops meanwhile. */
  private window(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.endWindow = null;
        resolve();
      }, this.options.handOverWindowMs);
      this.endWindow = () => {
        clearTimeout(timer);
        this.endWindow = null;
        resolve();
      };
    });
  }

  /** Queues what is due; concurrent calls coalesce into one more pass. */
  flush(all: boolean): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass(all).finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.flush(false);
      }
    });
    return this.running;
  }

  private async pass(all: boolean): Promise<void> {
    const now = Date.now();
    const enqueuedBefore = new Date(all ? now : now - this.options.requeueAfterMs);
    const claimedBefore = new Date(now - this.options.leaseMs);
    try {
      for (;;) {
        const items = await this.outbox.listToRelay({ enqueuedBefore, claimedBefore, limit: 100 });
        // A stalled send can leave its job behind (failed or stuck): without forgetting it, the
        // same job id would make this hand-over a no-op and the row would wait forever.
        for (const { id, stalled } of items) if (stalled) await this.queue.discard(MAIL_QUEUE, id).catch(() => undefined);
        await this.queue.enqueueAll<DeliverMailJob>(MAIL_QUEUE, mailJobs(items.map((item) => item.id)));
        await this.outbox.markEnqueued(items);
        if (items.length < 100) return;
      }
    } catch (error) {
      // The database or Redis is away: the rows stay, the next pass takes them.
      this.logger.warn(`Relay pass failed: ${(error as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // Rows waiting for the hand-over window go to the queue now.
    this.endWindow?.();
    // A hand-over stuck on an unreachable Redis must not hold the shutdown: its rows stay
    // unsent in the outbox and the next sweep hands them over.
    const inFlight = [this.running, this.handing].filter((p): p is Promise<void> => p !== null);
    if (inFlight.length) {
      await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, this.options.shutdownWaitMs).unref())]);
    }
  }
}
