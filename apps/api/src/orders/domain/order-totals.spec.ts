import { describe, expect, it } from '@jest/globals';
import { orderTotals, partTotals } from './order-totals.js';

describe('order totals', () => {
  it('computes each part like an invoice and the order as the sum of its parts', () => {
    const a = partTotals([
      { unitPriceRappen: 1250, quantity: 2.5, vatRateBasisPoints: 260 },
      { unitPriceRappen: 1840, quantity: 1, vatRateBasisPoints: 810 },
    ]);
    const b = partTotals([{ unitPriceRappen: 333, quantity: 3, vatRateBasisPoints: 260 }]);
    expect(a).toEqual({
      netRappen: 4965,
      vat: [
        { rate: 2.6, baseRappen: 3125, amountRappen: 81 },
        { rate: 8.1, baseRappen: 1840, amountRappen: 149 },
      ],
      grossRappen: 5195,
    });
    expect(b).toEqual({ netRappen: 999, vat: [{ rate: 2.6, baseRappen: 999, amountRappen: 26 }], grossRappen: 1025 });
    expect(orderTotals([a, b])).toEqual({
      netRappen: 5964,
      vat: [
        { rate: 2.6, baseRappen: 4124, amountRappen: 107 },
        { rate: 8.1, baseRappen: 1840, amountRappen: 149 },
      ],
      grossRappen: 6220,
    });
  });
});
