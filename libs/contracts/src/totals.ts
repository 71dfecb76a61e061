import { chfToRappen, rappenToChf } from './money.js';

/**
 * DESIGN.md: cart, order and mails show the net total, the VAT per rate and the gross total.
 * One function for the web app, the API and the mails, so the three always agree.
 * Amounts are computed in integer rappen: each line's net is rounded to the rappen, the VAT is
 * computed once per rate on the sum of that rate's lines (as a Swiss invoice does) and rounded
 * to the rappen; no 5-rappen rounding.
 */
export interface TotalsLine {
  /** CHF per unit, excluding VAT. */
  readonly unitPrice: number;
  /** Units (kg may be decimal). */
  readonly quantity: number;
  /** VAT rate in percent, e.g. 2.6 or 8.1. */
  readonly vatRate: number;
}

export interface VatAmount {
  readonly rate: number;
  /** Net amount the rate applies to, CHF. */
  readonly base: number;
  /** VAT at that rate, CHF. */
  readonly amount: number;
}

export interface Totals {
  readonly net: number;
  readonly vat: readonly VatAmount[];
  readonly gross: number;
}

/** Net of one line in rappen: unit price times quantity, rounded to the rappen. */
export function lineNetRappen(line: Pick<TotalsLine, 'unitPrice' | 'quantity'>): number {
  return Math.round(Number.parseFloat((chfToRappen(line.unitPrice) * line.quantity).toPrecision(12)));
}

export function lineNet(line: Pick<TotalsLine, 'unitPrice' | 'quantity'>): number {
  return rappenToChf(lineNetRappen(line));
}

/** Totals of some lines; VAT rates listed lowest first. An empty list gives zeros and no rate. */
export function computeTotals(lines: readonly TotalsLine[]): Totals {
  const baseByRate = new Map<number, number>();
  for (const line of lines) {
    baseByRate.set(line.vatRate, (baseByRate.get(line.vatRate) ?? 0) + lineNetRappen(line));
  }
  const rates = [...baseByRate.keys()].sort((a, b) => a - b);
  let netRappen = 0;
  let vatRappen = 0;
  const vat = rates.map((rate) => {
    const base = baseByRate.get(rate) ?? 0;
    const amount = Math.round(Number.parseFloat(((base * rate) / 100).toPrecision(12)));
    netRappen += base;
    vatRappen += amount;
    return { rate, base: rappenToChf(base), amount: rappenToChf(amount) };
  });
  return { net: rappenToChf(netRappen), vat, gross: rappenToChf(netRappen + vatRappen) };
}
