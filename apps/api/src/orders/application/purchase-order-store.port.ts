import type { Language, ProductUnit } from '@mercato/contracts';
import type { PartStatus } from '../domain/answer/part-status.js';

export interface StoredPartLine {
  readonly lineId: number;
  readonly productId: number;
  /** Null when the offer was deleted since: its stock cannot come back. */
  readonly offerId: number | null;
  readonly name: Readonly<Record<Language, string>>;
  readonly unit: ProductUnit;
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly vatRateBasisPoints: number;
  readonly netRappen: number;
  /** What the wholesaler confirmed; null before an answer. */
  readonly confirmedQuantity: number | null;
}

/** One purchase order (a part of an order) with what its answer, its cancelling and its mails need. */
export interface StoredPart {
  readonly id: number;
  readonly orderId: number;
  readonly userId: number;
  readonly placedAt: Date;
  /** The order's language: the restaurant's mails go in it. */
  readonly language: Language;
  readonly restaurant: { readonly name: string; readonly address: string; readonly phone: string; readonly contactName: string; readonly email: string };
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  readonly status: PartStatus;
  readonly deliveryDate: string | null;
  readonly feeRappen: number;
  readonly note: string;
  readonly tokenExpiresAt: Date | null;
  readonly answer: {
    readonly answeredAt: Date | null;
    readonly deliveryDate: string | null;
    readonly note: string;
    readonly reason: string;
  };
  readonly lines: readonly StoredPartLine[];
}

export interface PartAnswer {
  readonly status: 'confirmed' | 'partially_confirmed' | 'rejected';
  readonly deliveryDate: string | null;
  readonly note: string;
  readonly reason: string;
  readonly confirmed: ReadonlyArray<{ readonly lineId: number; readonly quantity: number }>;
}

/** The part a write changes, and the restaurant whose history shows it. */
export type PartRef = Pick<StoredPart, 'id' | 'userId'>;

/**
 * The purchase orders after they were placed: found by the wholesaler's link (its sha256) or
 * by the restaurant's order, locked for the running transaction (so a confirm and a cancel of
 * the same part queue, and the second sees the first's status), and changed.
 */
export abstract class PurchaseOrderStore {
  abstract lockByTokenHash(tokenHash: string): Promise<StoredPart | null>;
  abstract findByTokenHash(tokenHash: string): Promise<StoredPart | null>;
  abstract lockForOrder(orderId: number, partId: number): Promise<StoredPart | null>;
  abstract saveAnswer(part: PartRef, answer: PartAnswer, at: Date): Promise<void>;
  abstract cancel(part: PartRef, at: Date): Promise<void>;
  /** Staff send the purchase order again: the part is pending until the new mail is out. */
  abstract resent(part: PartRef): Promise<void>;
  /** These purchase-order mails went out: their pending parts become sent (one statement). */
  abstract mailsDelivered(mailIds: readonly string[]): Promise<void>;
}
