import { computeTotals, type Totals } from '@mercato/contracts';

interface PricedLine {
  readonly unitPriceRappen: number;
  readonly quantity: number;
  readonly vatRateBasisPoints: number;
}

/** One wholesaler's part: net, VAT per rate and gross, as that wholesaler invoices it. */
export function partTotals(lines: readonly PricedLine[]): Totals {
  return computeTotals(lines.map((l) => ({ unitPriceRappen: l.unitPriceRappen, quantity: l.quantity, vatRate: l.vatRateBasisPoints / 100 })));
}

/**
 * The whole order: the sum of its parts. Each wholesaler invoices its own part, so the sum of
 * the parts (not a recomputation over all lines) is what the restaurant pays.
 */
export function orderTotals(parts: readonly Totals[]): Totals {
  const byRate = new Map<number, { baseRappen: number; amountRappen: number }>();
  let netRappen = 0;
  let grossRappen = 0;
  for (const part of parts) {
    netRappen += part.netRappen;
    grossRappen += part.grossRappen;
    for (const vat of part.vat) {
      const sum = byRate.get(vat.rate) ?? { baseRappen: 0, amountRappen: 0 };
      byRate.set(vat.rate, { baseRappen: sum.baseRappen + vat.baseRappen, amountRappen: sum.amountRappen + vat.amountRappen });
    }
  }
  const vat = [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, sum]) => ({ rate, ...sum }));
  return { netRappen, vat, grossRappen };
}
