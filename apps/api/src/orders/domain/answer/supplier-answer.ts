import { quantityProblem, type ProductUnit } from '@mercato/contracts';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { earliestPossible, type DeliveryTerms } from '../planning/delivery-calendar.js';

/** A line of a purchase order, as the wholesaler's answer reads it. */
export interface AnsweredLine {
  readonly productId: number;
  readonly unit: ProductUnit;
  readonly quantity: number;
}

export interface ConfirmedLine {
  readonly productId: number;
  readonly ordered: number;
  readonly confirmed: number;
}

export const ANSWER_TEXT_MAX_LENGTH = 500;

/**
 * The quantities a wholesaler confirms: every line as ordered unless the answer names it, then
 * the quantity it will deliver (0 = none, never more than ordered, whole pieces, kg to the
 * gram: the cart's rule). `less` when some line comes with less than ordered.
 */
export function confirmedLines(ordered: readonly AnsweredLine[], asked: unknown): { lines: ConfirmedLine[]; less: boolean } {
  const changes = new Map<number, number>();
  if (asked !== undefined && asked !== null) {
    if (!Array.isArray(asked) || asked.length > ordered.length) throw new DomainError('invalid_data', { field: 'lines' });
    for (const item of asked as unknown[]) {
      const { product_id: productId, quantity } = (item ?? {}) as Record<string, unknown>;
      const line = ordered.find((l) => l.productId === productId);
      if (!line || changes.has(line.productId)) throw new DomainError('invalid_data', { field: 'lines' });
      if (typeof quantity !== 'number' || !Number.isFinite(quantity)) throw new DomainError('invalid_quantity', { field: 'quantity' });
      if (quantity !== 0 && (quantityProblem(line.unit, quantity, line.quantity) !== null)) throw new DomainError('invalid_quantity', { field: 'quantity' });
      changes.set(line.productId, quantity);
    }
  }
  const lines = ordered.map((l) => ({ productId: l.productId, ordered: l.quantity, confirmed: changes.get(l.productId) ?? l.quantity }));
  return { lines, less: lines.some((l) => l.confirmed < l.ordered) };
}

/** An optional free text of an answer (note), trimmed; at most 500 characters. */
export function answerText(raw: unknown, field: string): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new DomainError('invalid_data', { field });
  const text = raw.trim();
  if (text.length > ANSWER_TEXT_MAX_LENGTH) throw new DomainError('text_too_long', { field });
  return text;
}

/** A rejection's reason: required. */
export function rejectionReason(raw: unknown): string {
  const reason = answerText(raw, 'reason');
  if (!reason) throw new DomainError('field_required', { field: 'reason' });
  return reason;
}

/**
 * Whether the restaurant may still cancel a part for `deliveryDate` at `now`: an order placed
 * now could still be delivered that day, i.e. the wholesaler's cut-off for it (Swiss time, its
 * lead days) has not passed. A part without a date (placed before dates existed) has no cut-off.
 */
export function beforeCutoff(terms: DeliveryTerms, now: Date, deliveryDate: string | null): boolean {
  return deliveryDate === null || earliestPossible(terms, now) <= deliveryDate;
}
