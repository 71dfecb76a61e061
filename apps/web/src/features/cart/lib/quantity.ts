import type { ProductUnit } from '@mercato/contracts';

/** The server's ceiling for one line (apps/api cart-quantity.ts). */
export const MAX_LINE_QUANTITY = 10_000;

export type QuantityProblem = 'not_positive' | 'whole_pieces' | 'grams' | 'too_large' | 'insufficient_stock';

/** Reads what a user typed: "2.5" and the Swiss/French "2,5" alike; null when it is no number. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Why a quantity cannot be ordered, or null when it can: positive; whole pieces; kilograms to
 * the gram (e.g. 2.5 kg); at most the stock of the lowest offer (the same rules as the server).
 */
export function quantityProblem(unit: ProductUnit | undefined, quantity: number | null, stock: number | null | undefined): QuantityProblem | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return 'not_positive';
  if (unit !== 'kg' && !Number.isInteger(quantity)) return 'whole_pieces';
  if (unit === 'kg' && Math.abs(Math.round(quantity * 1000) - quantity * 1000) > 1e-6) return 'grams';
  if (quantity > MAX_LINE_QUANTITY) return 'too_large';
  if (typeof stock === 'number' && quantity > stock) return 'insufficient_stock';
  return null;
}

/** The largest quantity of a unit that the stock allows (whole pieces, grams of kg). */
export function capToStock(unit: ProductUnit | undefined, quantity: number, stock: number): number {
  const cap = unit === 'kg' ? Math.floor(stock * 1000) / 1000 : Math.floor(stock);
  return Math.min(quantity, cap);
}

/** Removes binary noise after a step (2.2 + 1 → 3.2, not 3.2000000000000002). */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}
