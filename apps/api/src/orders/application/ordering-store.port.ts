import type { Language } from '@mercato/contracts';
import type { Customer } from '../../accounts/index.js';

export interface NewOrderLine {
  readonly productId: number;
  readonly offerId: number;
  readonly name: { readonly fr: string; readonly de: string; readonly it: string };
  readonly unit: 'kg' | 'piece';
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly vatRateBasisPoints: number;
  readonly netRappen: number;
  /** The next-cheapest offer's price when it was ordered; null when there was none. */
  readonly referencePriceRappen: number | null;
}

export interface NewOrderPart {
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  /** The lines' net, fee excluded. */
  readonly netRappen: number;
  /** Lines, fee and VAT. */
  readonly grossRappen: number;
  readonly deliveryDate: string;
  readonly feeRappen: number;
  readonly note: string;
  readonly lines: readonly NewOrderLine[];
}

/** A part as it is saved: with its purchase-order mail (recorded just before) and the hash of the wholesaler's link. */
export interface NewOrderPartWithMail extends NewOrderPart {
  readonly mailId: string;
  readonly link: { readonly tokenHash: string; readonly expiresAt: Date };
}

export interface NewOrder {
  readonly customer: Customer;
  readonly idempotencyKey: string;
  readonly language: Language;
  readonly note: string;
  readonly netRappen: number;
  readonly grossRappen: number;
}

/** What saving an order answers: the new order, or the one already placed with its idempotency key. */
export type SavedOrder = { readonly kind: 'saved'; readonly orderId: number; readonly placedAt: Date } | { readonly kind: 'exists'; readonly orderId: number };

/**
 * The orders' own tables, as placing an order writes them (in the running transaction). The
 * customer and the offers it locks belong to accounts and catalogue: their ports.
 */
export abstract class OrderingStore {
  abstract orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null>;
  /**
   * Saves the order itself (its number names it in the mails); answers its id and when it was
   * placed. If the customer already has an order with this idempotency key, saves nothing and
   * answers that order's id (`exists`).
   */
  abstract saveOrder(order: NewOrder): Promise<SavedOrder>;
  /** Saves the order's parts and their lines (one statement in SQL); answers each part's id, in the parts' order. */
  abstract saveParts(orderId: number, parts: readonly NewOrderPartWithMail[]): Promise<number[]>;
  /** The part's purchase-order mail and the hash of the wholesaler's link it carries (the link itself is never stored). */
  abstract linkPartMail(partId: number, mailId: string, link?: { readonly tokenHash: string; readonly expiresAt: Date }): Promise<void>;
}
