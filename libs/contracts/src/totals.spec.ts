import { describe, expect, it } from '@jest/globals';
import { computeTotals, lineNetRappen, totalsInChf } from './totals.js';

describe('computeTotals', () => {
  it('sums the net, the VAT per rate on that rate’s lines, and the gross', () => {
    const totals = computeTotals([
      { unitPriceRappen: 2490, quantity: 2.5, vatRate: 2.6 }, // 62.25
      { unitPriceRappen: 335, quantity: 3, vatRate: 2.6 }, // 10.05
      { unitPriceRappen: 1840, quantity: 2, vatRate: 8.1 }, // 36.80
    ]);
    expect(totals.netRappen).toBe(10910);
    expect(totals.vat).toEqual([
      { rate: 2.6, baseRappen: 7230, amountRappen: 188 }, // 1.8798
      { rate: 8.1, baseRappen: 3680, amountRappen: 298 }, // 2.9808
    ]);
    expect(totals.grossRappen).toBe(11396);
  });

  it('rounds each line to the rappen without binary noise', () => {
    expect(lineNetRappen({ unitPriceRappen: 115, quantity: 3 })).toBe(345);
    expect(lineNetRappen({ unitPriceRappen: 1235, quantity: 0.333 })).toBe(411);
  });

  it('answers a whole amount as the 12-digit round trip would, without it', () => {
    const slow = (amount: number) => Math.round(Number.parseFloat(amount.toPrecision(12)));
    for (const amount of [0, -0, 1, -1, 345, 999_999_999_999, -999_999_999_999, 1e12, 1_234_567_890_123, 344.99999999999994, 410.955, 0.5, -0.5]) {
      expect(Object.is(lineNetRappen({ unitPriceRappen: amount, quantity: 1 }), slow(amount))).toBe(true);
    }
  });

  it('gives zeros for an empty cart', () => {
    expect(computeTotals([])).toEqual({ netRappen: 0, vat: [], grossRappen: 0 });
  });

  it('turns into CHF only for an answer or a screen', () => {
    expect(totalsInChf(computeTotals([{ unitPriceRappen: 2490, quantity: 2.5, vatRate: 2.6 }]))).toEqual({
      net: 62.25,
      vat: [{ rate: 2.6, base: 62.25, amount: 1.62 }],
      gross: 63.87,
    });
  });
});
