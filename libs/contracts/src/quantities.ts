import type { ProductUnit } from './limits.js';

/**
 * How much of a product may be ordered or held in stock: whole pieces, kilograms to the gram
 * (e.g. 2.5 kg). One rule for the cart in the browser, the server cart, orders and the
 * catalogue's stock, so what the form accepts the server accepts too.
 */
export const MAX_LINE_QUANTITY = 10_000;

export type QuantityProblem = 'not_positive' | 'whole_pieces' | 'grams' | 'too_large' | 'insufficient_stock';

/** Whole for pieces, to the gram for kilograms (a tolerance absorbs binary noise: 1.001 * 1000 is 1000.9999999999999). */
function fitsUnit(amount: number, unit: ProductUnit | undefined): 'whole_pieces' | 'grams' | null {
  if (unit !== 'kg') return Number.isInteger(amount) ? null : 'whole_pieces';
  return Math.abs(Math.round(amount * 1000) - amount * 1000) > 1e-6 ? 'grams' : null;
}

/**
 * Why a quantity cannot be ordered, or null when it can: positive, fitting the unit, at most
 * `MAX_LINE_QUANTITY`, and at most `stock` when one is known. A product without a unit counts in pieces.
 */
export function quantityProblem(unit: ProductUnit | undefined, quantity: number | null, stock?: number | null): QuantityProblem | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return 'not_positive';
  const unitProblem = fitsUnit(quantity, unit);
  if (unitProblem) return unitProblem;
  if (quantity > MAX_LINE_QUANTITY) return 'too_large';
  if (typeof stock === 'number' && quantity > stock) return 'insufficient_stock';
  return null;
}

/** A stock: 0 or more, whole for pieces, to the gram for kg. */
export function stockProblem(value: number, unit: ProductUnit): 'invalid_stock' | 'fractional_stock' | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1_000_000_000) return 'invalid_stock';
  const unitProblem = fitsUnit(value, unit);
  if (unitProblem === 'whole_pieces') return 'fractional_stock';
  return unitProblem ? 'invalid_stock' : null;
}
