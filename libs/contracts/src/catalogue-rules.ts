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
