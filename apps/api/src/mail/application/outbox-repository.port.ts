import type { Language } from '@mercato/contracts';
import type { MailAttachment, MailTemplateName } from '../domain/mail.js';

export interface OutboxRow {
  readonly id: string;
  readonly template: MailTemplateName;
  readonly recipient: string;
  readonly language: Language;
  readonly params: Record<string, unknown>;
  readonly sealedParams: string | null;
  readonly attachments: readonly MailAttachment[];
  readonly attempts: number;
  /** When the current retry window began: the first try, or staff's last "send again". */
  readonly retryWindowStartedAt: Date;
}

/** A mail as staff see it in the admin area. */
export interface OutboxMailView {
  readonly id: string;
  readonly template: MailTemplateName;
  readonly recipient: string;
  readonly status: 'pending' | 'sending' | 'sent' | 'failed';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date | null;
  readonly failedAt: Date | null;
}

/** What becomes of a mail that could not be sent this time. */
export type Setback = { readonly kind: 'retry'; readonly at: Date } | { readonly kind: 'failed' };

/** A row to hand to the queue; `stalled`: its last sender stopped answering (its lease ran out). */
export interface RelayItem {
  readonly id: string;
  readonly stalled: boolean;
  /** Its tries so far, as read: a claim raises it, so the mark can tell a row taken since. */
  readonly attempts: number;
}

/** What claiming a row for delivery found. */
export type ClaimResult = { kind: 'claimed'; row: OutboxRow } | { kind: 'done' } | { kind: 'busy' };

/** What claiming several rows at once found: the rows taken (in the order asked), and those another worker holds. */
export interface ClaimAllResult {
  readonly claimed: OutboxRow[];
  readonly busy: string[];
}

/** The mail outbox table; `add` joins the running transaction. */
export abstract class OutboxRepository {
  abstract add(row: Omit<OutboxRow, 'attempts' | 'retryWindowStartedAt'>): Promise<void>;
  /** Several rows at once (one statement where the store can); joins the running transaction. */
  async addAll(rows: ReadonlyArray<Omit<OutboxRow, 'attempts' | 'retryWindowStartedAt'>>): Promise<void> {
    for (const row of rows) await this.add(row);
  }
  /**
   * Rows to hand to the queue: unsent rows that are due (no retry waiting) and not queued since
   * `enqueuedBefore`, and claims older than `claimedBefore` (their sender stalled).
   */
  abstract listToRelay(options: { enqueuedBefore: Date; claimedBefore: Date; limit: number }): Promise<RelayItem[]>;
  /**
   * Notes that these rows were handed to the queue, each unless a job has claimed it since it
   * was read (its `attempts` moved on): a job can run, fail and give its row back for a retry
   * before this mark is written, and the mark must not then hide the row from the relay.
   */
  abstract markEnqueued(items: ReadonlyArray<Pick<RelayItem, 'id' | 'attempts'>>): Promise<void>;
  /** Takes a row for sending unless it is sent already or another worker's lease still runs. */
  abstract claim(id: string, leaseMs: number): Promise<ClaimResult>;
  abstract markSent(id: string): Promise<void>;
  /**
   * `claim` for several rows (one statement where the store can): the rows taken, in the order of
   * `ids`, and the ids another worker's lease still holds; rows sent (or failed) are in neither.
   */
  async claimAll(ids: readonly string[], leaseMs: number): Promise<ClaimAllResult> {
    const claimed: OutboxRow[] = [];
    const busy: string[] = [];
    for (const id of ids) {
      const result = await this.claim(id, leaseMs);
      if (result.kind === 'claimed') claimed.push(result.row);
      else if (result.kind === 'busy') busy.push(id);
    }
    return { claimed, busy };
  }
  /** `markSent` for several rows (one statement where the store can). */
  async markAllSent(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.markSent(id);
  }
  /** Gives a claimed row back after a failed try: due again at `setback.at`, or failed for good. */
  abstract release(id: string, error: string, setback: Setback): Promise<void>;
  /** Failed mails, and unsent ones older than `waitingSince` (for staff), newest first. */
  abstract listTroubled(options: { waitingSince: Date; limit: number }): Promise<OutboxMailView[]>;
  /** Makes a failed (or waiting) mail due now, with a new retry window; false when it was sent or is unknown. */
  abstract resend(id: string): Promise<boolean>;
  /** Which of these mails failed for good. */
  abstract failedAmong(ids: readonly string[]): Promise<Set<string>>;
  /** Which of these mails were delivered (handed to the SMTP server and marked sent). */
  abstract sentAmong(ids: readonly string[]): Promise<Set<string>>;
}
