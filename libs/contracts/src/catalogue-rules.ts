/**
 * Rules of the catalogue that the admin forms check live and the API checks again.
 * Swiss VAT rates in percent (DESIGN.md): 2.6 reduced (food, non-alcoholic drinks),
 * 3.8 accommodation, 8.1 standard.
 */
export const VAT_RATES = [2.6, 3.8, 8.1] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** A price in CHF: more than 0, at most two decimals, below one million. */
export function isValidPriceChf(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value < 1_000_000 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A stock: 0 or more, whole for pieces, at most three decimals for kg. */
export function stockProblem(value: number, unit: 'kg' | 'piece'): 'invalid_stock' | 'fractional_stock' | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1_000_000_000) return 'invalid_stock';
  if (unit === 'piece' && !Number.isInteger(value)) return 'fractional_stock';
  if (Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-6) return 'invalid_stock';
  return null;
}

/** Generates a readable activation code: no 0/O or 1/I/L to misread. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
