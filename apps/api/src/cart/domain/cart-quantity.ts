import { quantityProblem, type ProductUnit } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';

export const MAX_CART_LINES = 200;

/**
 * A quantity a restaurant may order, by the one quantity rule of @mercato/contracts (the cart
 * form checks the same): positive, whole pieces, kilograms to the gram. Anything else is
 * `invalid_quantity`; the stock is checked apart (`insufficient_stock`).
 */
export function cartQuantity(unit: ProductUnit, raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || quantityProblem(unit, value, null)) throw new DomainError('invalid_quantity');
  return value;
}
