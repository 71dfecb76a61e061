import { rappenToChf } from './money.js';

/**
 * DESIGN.md: cart, order and mails show the net total, the VAT per rate and the gross total.
 * One function for the web app, the API and the mails, so the three always agree.
 * Amounts are integer rappen: each line's net is rounded to the rappen, the VAT is computed
 * once per rate on the sum of that rate's lines (as a Swiss invoice does) and rounded to the
 * rappen; no 5-rappen rounding. CHF appears only where totals leave for a screen or an answer
 * (`totalsInChf`, `formatChf`).
 */
export interface TotalsLine {
  /** Price per unit, excluding VAT, in rappen. */
  readonly unitPriceRappen: number;
  /** Units (kg may be decimal). */
  readonly quantity: number;
  /** VAT rate in percent, e.g. 2.6 or 8.1. */
  readonly vatRate: number;
}

export interface VatAmount {
  readonly rate: number;
  /** Net amount the rate applies to. */
  readonly baseRappen: number;
  /** VAT at that rate. */
  readonly amountRappen: number;
}

export interface Totals {
  readonly netRappen: number;
  readonly vat: readonly VatAmount[];
  readonly grossRappen: number;
}

/** Totals as the API's answers carry them: CHF numbers (`{net, vat: [{rate, base, amount}], gross}`). */
export interface ChfTotals {
  readonly net: number;
  readonly vat: ReadonlyArray<{ readonly rate: number; readonly base: number; readonly amount: number }>;
  readonly gross: number;
}

/**
 * Rounds to the whole rappen; `toPrecision` first removes binary noise (1.15 * 300 is 344.99999...).
 * A whole amount below 10^12 (a price times a whole quantity) is its own 12-digit form, so it is
 * answered as it is, without the string round trip (the plan search computes hundreds per cart).
 */
const wholeRappen = (amount: number): number =>
  Number.isInteger(amount) && Math.abs(amount) < 1e12 ? amount + 0 : Math.round(Number.parseFloat(amount.toPrecision(12)));

/** Net of one line: unit price times quantity, rounded to the rappen. */
export function lineNetRappen(line: Pick<TotalsLine, 'unitPriceRappen' | 'quantity'>): number {
  return wholeRappen(line.unitPriceRappen * line.quantity);
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
    const baseRappen = baseByRate.get(rate) ?? 0;
    const amountRappen = wholeRappen((baseRappen * rate) / 100);
    netRappen += baseRappen;
    vatRappen += amountRappen;
    return { rate, baseRappen, amountRappen };
  });
  return { netRappen, vat, grossRappen: netRappen + vatRappen };
}

/** The same totals in CHF, as an answer or a screen shows them. */
export function totalsInChf(totals: Totals): ChfTotals {
  return {
    net: rappenToChf(totals.netRappen),
    vat: totals.vat.map((v) => ({ rate: v.rate, base: rappenToChf(v.baseRappen), amount: rappenToChf(v.amountRappen) })),
    gross: rappenToChf(totals.grossRappen),
  };
}
