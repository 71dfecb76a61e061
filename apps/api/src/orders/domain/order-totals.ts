import { chfToRappen, computeTotals, rappenToChf, type Totals } from '@mercato/contracts';

interface PricedLine {
  readonly unitPriceRappen: number;
  readonly quantity: number;
  readonly vatRateBasisPoints: number;
}

/** One wholesaler's part: net, VAT per rate and gross, as that wholesaler invoices it. */
export function partTotals(lines: readonly PricedLine[]): Totals {
  return computeTotals(lines.map((l) => ({ unitPrice: rappenToChf(l.unitPriceRappen), quantity: l.quantity, vatRate: l.vatRateBasisPoints / 100 })));
}

/**
 * The whole order: the sum of its parts. Each wholesaler invoices its own part, so the sum of
 * the parts (not a recomputation over all lines) is what the restaurant pays.
 */
export function orderTotals(parts: readonly Totals[]): Totals {
  const byRate = new Map<number, { base: number; amount: number }>();
  let net = 0;
  let gross = 0;
  for (const part of parts) {
    net += chfToRappen(part.net);
    gross += chfToRappen(part.gross);
    for (const vat of part.vat) {
      const sum = byRate.get(vat.rate) ?? { base: 0, amount: 0 };
      byRate.set(vat.rate, { base: sum.base + chfToRappen(vat.base), amount: sum.amount + chfToRappen(vat.amount) });
    }
  }
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({ rate, base: rappenToChf(sum.base), amount: rappenToChf(sum.amount) }));
  return { net: rappenToChf(net), vat, gross: rappenToChf(gross) };
}
