import type { ProductUnit } from '@mercato/contracts';

/** Reads what a user typed: "2.5" and the Swiss/French "2,5" alike; null when it is no number. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
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
