import type { Language } from '@mercato/contracts';
import type { PartStatus as StoredPartStatus } from './answer/part-status.js';

/** A placed order as it is listed to its restaurant (and to staff). */
export interface OrderLineView {
  readonly productId: number;
  readonly name: Readonly<Record<Language, string>>;
  readonly unit: 'kg' | 'piece';
  readonly quantity: number;
  readonly unitPriceRappen: number;
  readonly vatRateBasisPoints: number;
  readonly netRappen: number;
  /** The next-cheapest offer's price when it was ordered; null when there was none (or before it was recorded). */
  readonly referencePriceRappen: number | null;
  /** What the wholesaler confirmed (0 = none); null before its answer. */
  readonly confirmedQuantity?: number | null;
}

/**
 * The part's status (`domain/answer/part-status.ts`) as shown; `undeliverable` when a pending
 * part's mail to the wholesaler failed for good (refused, or unsent for 72 hours).
 */
export type PartStatus = StoredPartStatus | 'undeliverable';

/** The wholesaler's answer: the date it confirmed, its note, or its reason to reject. */
export interface PartAnswerView {
  readonly answeredAt: Date;
  readonly deliveryDate: string | null;
  readonly note: string;
  readonly reason: string;
}

export interface OrderPartView {
  readonly id: number;
  readonly wholesalerId: number;
  readonly wholesalerName: string;
  /** `sent` once the purchase order reached the wholesaler's mail server. */
  readonly status: PartStatus;
  /** Null for orders placed before delivery dates existed. */
  readonly deliveryDate: string | null;
  readonly feeRappen: number;
  readonly note: string;
  /** Null until the wholesaler answers. */
  readonly answer?: PartAnswerView | null;
  readonly lines: readonly OrderLineView[];
}

export interface OrderView {
  readonly id: number;
  readonly userId: number;
  readonly status: 'placed' | 'cancelled';
  readonly placedAt: Date;
  readonly restaurantName: string;
  /** The address the confirmation went to, as it was when the order was placed. */
  readonly email: string;
  /** Where and whom to deliver to, as it was when the order was placed. */
  readonly restaurantAddress: string;
  readonly phone: string;
  readonly contactName: string;
  readonly note: string;
  readonly parts: readonly OrderPartView[];
}

/** The number a restaurant and a wholesaler quote: year of placing and a zero-padded id, e.g. `2026-000042`. */
export function orderNumber(order: Pick<OrderView, 'id' | 'placedAt'>): string {
  return `${order.placedAt.getUTCFullYear()}-${String(order.id).padStart(6, '0')}`;
}

/**
 * What a line saved against the next-cheapest offer when it was ordered (`reference_price`),
 * in rappen: (reference - unit price) x the quantity the restaurant gets, rounded to the
 * rappen, never below 0. A line without a reference (only one wholesaler offered the product)
 * saved 0, and so does a line the plan sent to a dearer offer (to reach a minimum, say): a
 * saving is what the restaurant got cheaper, never a cost. The quantity it gets is what the
 * wholesaler confirmed once it answered, else what was ordered.
 */
export type SavingLine = Pick<OrderLineView, 'referencePriceRappen' | 'unitPriceRappen' | 'quantity' | 'confirmedQuantity'>;

export function lineSavedRappen(line: SavingLine): number {
  if (line.referencePriceRappen === null) return 0;
  const quantity = line.confirmedQuantity ?? line.quantity;
  return Math.max(0, Math.round((line.referencePriceRappen - line.unitPriceRappen) * quantity));
}

/** Parts that deliver nothing save nothing. */
const DELIVERS_NOTHING: ReadonlySet<PartStatus> = new Set(['cancelled', 'rejected']);

/** What a part saved: the sum of its lines; 0 once it was cancelled or rejected. */
export function partSavedRappen(part: { readonly status: PartStatus; readonly lines: readonly SavingLine[] }): number {
  if (DELIVERS_NOTHING.has(part.status)) return 0;
  return part.lines.reduce((sum, line) => sum + lineSavedRappen(line), 0);
}
