import { describe, expect, it } from '@jest/globals';
import { computeTotals, lineNet } from './totals.js';

describe('computeTotals', () => {
  it('sums the net, the VAT per rate on that rate’s lines, and the gross', () => {
    const totals = computeTotals([
      { unitPrice: 24.9, quantity: 2.5, vatRate: 2.6 }, // 62.25
      { unitPrice: 3.35, quantity: 3, vatRate: 2.6 }, // 10.05
      { unitPrice: 18.4, quantity: 2, vatRate: 8.1 }, // 36.80
    ]);
    expect(totals.net).toBe(109.1);
    expect(totals.vat).toEqual([
      { rate: 2.6, base: 72.3, amount: 1.88 }, // 1.8798
      { rate: 8.1, base: 36.8, amount: 2.98 }, // 2.9808
    ]);
    expect(totals.gross).toBe(113.96);
  });

  it('rounds each line to the rappen without binary noise', () => {
    expect(lineNet({ unitPrice: 1.15, quantity: 3 })).toBe(3.45);
    expect(lineNet({ unitPrice: 12.35, quantity: 0.333 })).toBe(4.11);
  });

  it('gives zeros for an empty cart', () => {
    expect(computeTotals([])).toEqual({ net: 0, vat: [], gross: 0 });
  });
});
