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
}

/** What claiming a row for delivery found. */
export type ClaimResult = { kind: 'claimed'; row: OutboxRow } | { kind: 'done' } | { kind: 'busy' };

/** The mail outbox table; `add` joins the running transaction. */
export abstract class OutboxRepository {
  abstract add(row: Omit<OutboxRow, 'attempts'>): Promise<void>;
  /** Ids to hand to the queue: unsent rows not queued since `enqueuedBefore`, and claims older than `claimedBefore`. */
  abstract listToRelay(options: { enqueuedBefore: Date; claimedBefore: Date; limit: number }): Promise<string[]>;
  abstract markEnqueued(ids: readonly string[]): Promise<void>;
  /** Takes a row for sending unless it is sent already or another worker's lease still runs. */
  abstract claim(id: string, leaseMs: number): Promise<ClaimResult>;
  abstract markSent(id: string): Promise<void>;
  abstract release(id: string, error: string, failedForGood: boolean): Promise<void>;
  /** Which of these mails were delivered (handed to the SMTP server and marked sent). */
  abstract sentAmong(ids: readonly string[]): Promise<Set<string>>;
}
