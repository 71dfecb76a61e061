import { describe, expect, it } from '@jest/globals';
import { orderTotals, partTotals } from './order-totals.js';

describe('order totals', () => {
  it('computes each part like an invoice and the order as the sum of its parts', () => {
    const a = partTotals([
      { unitPriceRappen: 1250, quantity: 2.5, vatRateBasisPoints: 260 },
      { unitPriceRappen: 1840, quantity: 1, vatRateBasisPoints: 810 },
    ]);
    const b = partTotals([{ unitPriceRappen: 333, quantity: 3, vatRateBasisPoints: 260 }]);
    expect(a).toEqual({ net: 49.65, vat: [{ rate: 2.6, base: 31.25, amount: 0.81 }, { rate: 8.1, base: 18.4, amount: 1.49 }], gross: 51.95 });
    expect(b).toEqual({ net: 9.99, vat: [{ rate: 2.6, base: 9.99, amount: 0.26 }], gross: 10.25 });
    expect(orderTotals([a, b])).toEqual({
      net: 59.64,
      vat: [
        { rate: 2.6, base: 41.24, amount: 1.07 },
        { rate: 8.1, base: 18.4, amount: 1.49 },
      ],
      gross: 62.2,
    });
  });
});
