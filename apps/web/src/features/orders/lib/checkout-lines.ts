import type { ExpectedLineDto } from '@mercato/api-client';

/** A cart line as the order step needs it (the cart feature's items have this shape). */
export interface CheckoutLine {
  id: number;
  price: number;
  quantity: number;
  name?: string;
  name_de?: string;
  name_it?: string;
  unit?: 'kg' | 'piece';
}

/** What the user saw and accepts: each product with its price and quantity. */
export function expectedLines(lines: readonly CheckoutLine[]): ExpectedLineDto[] {
  return lines.map((line) => ({ product_id: line.id, price: line.price, quantity: line.quantity }));
}

/** Same lines, prices and quantities: the same checkout attempt (and the same idempotency key). */
export function attemptSignature(lines: readonly CheckoutLine[]): string {
  return JSON.stringify(expectedLines(lines));
}
