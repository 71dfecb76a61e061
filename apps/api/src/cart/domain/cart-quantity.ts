import type { ProductUnit } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';

export const MAX_LINE_QUANTITY = 10_000;
export const MAX_CART_LINES = 200;

/**
 * A quantity a restaurant may order: positive; whole pieces; kilograms to the gram
 * (e.g. 2.5 kg). Anything else is `invalid_quantity`.
 */
export function cartQuantity(unit: ProductUnit, raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_LINE_QUANTITY) {
    throw new DomainError('invalid_quantity');
  }
  if (unit === 'piece' && !Number.isInteger(value)) throw new DomainError('invalid_quantity');
  if (unit === 'kg' && Math.round(value * 1000) !== value * 1000) throw new DomainError('invalid_quantity');
  return value;
}
