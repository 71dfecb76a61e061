import { describe, expect, it } from '@jest/globals';
import { planBasket, type PlanInput, type PlanOffer, type PlanWholesaler } from './basket-plan.js';

// Tuesday 24 November 2026, 09:00 in Zurich: weekday wholesalers deliver on Wednesday 25.
const NOW = new Date('2026-11-24T08:00:00Z');
const VAT = 260;

function wholesaler(id: number, terms: Partial<PlanWholesaler> = {}): PlanWholesaler {
  return { id, minOrderRappen: 0, deliveryFeeRappen: null, deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 960, leadDays: 1, postcodes: [], ...terms };
}

let offerIds = 0;
function offer(productId: number, wholesalerId: number, priceRappen: number, stock = 100): PlanOffer {
  return { offerId: ++offerIds, productId, wholesalerId, priceRappen, stock, sellable: true };
}

function input(partial: Partial<PlanInput>): PlanInput {
  return { lines: [], offers: [], wholesalers: [], postcode: null, wantedDate: null, now: NOW, holidays: new Set(), horizonDays: 60, ...partial };
}

const line = (productId: number, quantity = 1) => ({ productId, quantity, vatRateBasisPoints: VAT });
const where = (plan: ReturnType<typeof planBasket>) =>
  Object.fromEntries(plan.parts.flatMap((p) => p.lines.map((l) => [l.productId, p.wholesalerId])));
const cost = (plan: ReturnType<typeof planBasket>) => plan.totals.netRappen + plan.totals.feesRappen;

describe('basket plan: worked examples', () => {
  it('moves lines to a dearer wholesaler when that reaches its minimum (the subset trap)', () => {
    // A: W1 50.00 / W2 49.00, B: W1 50.00 / W2 60.00, D: only W2 20.00; W1 minimum 100, fee 10.
    const plan = planBasket(
      input({
        lines: [line(1), line(2), line(3)],
        wholesalers: [wholesaler(1, { minOrderRappen: 10_000, deliveryFeeRappen: 1_000 }), wholesaler(2)],
        offers: [offer(1, 1, 5_000), offer(1, 2, 4_900), offer(2, 1, 5_000), offer(2, 2, 6_000), offer(3, 2, 2_000)],
      }),
    );
    expect(where(plan)).toEqual({ 1: 1, 2: 1, 3: 2 });
    expect(cost(plan)).toBe(12_000);
    expect(plan.totals.feesRappen).toBe(0);
    expect(plan.exact).toBe(true);
  });

  it('pays a fee when that is still cheaper than meeting the minimum', () => {
    const plan = planBasket(
      input({
        lines: [line(1), line(2)],
        wholesalers: [wholesaler(1, { minOrderRappen: 20_000, deliveryFeeRappen: 500 }), wholesaler(2)],
        offers: [offer(1, 1, 3_000), offer(1, 2, 4_000), offer(2, 2, 1_000)],
      }),
    );
    expect(where(plan)).toEqual({ 1: 1, 2: 2 });
    const w1 = plan.parts.find((p) => p.wholesalerId === 1)!;
    expect(w1.feeRappen).toBe(500);
    expect(w1.missingRappen).toBe(17_000);
    expect(cost(plan)).toBe(4_500);
  });

  it('avoids a wholesaler whose fee outweighs the saving (3 lemons, 5 rappen cheaper)', () => {
    const plan = planBasket(
      input({
        lines: [line(1, 3), line(2)],
        wholesalers: [wholesaler(1, { minOrderRappen: 15_000, deliveryFeeRappen: 2_500 }), wholesaler(2)],
        offers: [offer(1, 1, 45), offer(1, 2, 50), offer(2, 2, 8_000)],
      }),
    );
    expect(where(plan)).toEqual({ 1: 2, 2: 2 });
    expect(plan.parts).toHaveLength(1);
    expect(cost(plan)).toBe(8_150);
  });

  it('never breaks a minimum that has no fee: the line is left out with below_minimum', () => {
    const plan = planBasket(
      input({
        lines: [line(1), line(2)],
        wholesalers: [wholesaler(1, { minOrderRappen: 10_000, deliveryFeeRappen: null }), wholesaler(2)],
        offers: [offer(1, 1, 2_000), offer(2, 2, 1_000)],
      }),
    );
    expect(where(plan)).toEqual({ 2: 2 });
    expect(plan.unsupplied).toEqual([{ productId: 1, quantity: 1, reason: 'below_minimum', available: 100 }]);
  });

  it('splits a line only when no wholesaler holds its quantity alone, cheapest first', () => {
    const plan = planBasket(
      input({
        lines: [line(1, 10), line(2, 4)],
        wholesalers: [wholesaler(1), wholesaler(2), wholesaler(3)],
        offers: [offer(1, 1, 100, 6), offer(1, 2, 120, 6), offer(1, 3, 90, 3), offer(2, 1, 500, 4), offer(2, 3, 400, 3)],
      }),
    );
    const lines = plan.parts.flatMap((p) => p.lines.map((l) => ({ w: p.wholesalerId, product: l.productId, quantity: l.quantity })));
    expect(lines.filter((l) => l.product === 1)).toEqual([
      { w: 1, product: 1, quantity: 6 },
      { w: 2, product: 1, quantity: 1 },
      { w: 3, product: 1, quantity: 3 },
    ]);
    // Product 2: W1 holds all 4 alone, so it is not split although W3 is cheaper for 3 of them.
    expect(lines.filter((l) => l.product === 2)).toEqual([{ w: 1, product: 2, quantity: 4 }]);
  });

  it('splits so that a wholesaler reaches its minimum when the cheapest-first fill would leave the line out', () => {
    // 6 units at CHF 9.00: W2 (every weekday, so first) holds 4, W1 (Tuesday and Thursday) 3 with a
    // CHF 20.00 minimum and no fee. Cheapest first (earlier delivery first) gives W1 only 2 units,
    // CHF 18.00, below its minimum; W1's 3 first gives it CHF 27.00.
    const plan = planBasket(
      input({
        lines: [line(1, 6)],
        wholesalers: [wholesaler(1, { minOrderRappen: 2_000, deliveryDays: [2, 4] }), wholesaler(2)],
        offers: [offer(1, 2, 900, 4), offer(1, 1, 900, 3)],
      }),
    );
    expect(plan.unsupplied).toEqual([]);
    expect(plan.parts.map((p) => [p.wholesalerId, p.lines.map((l) => l.quantity)])).toEqual([
      [1, [3]],
      [2, [3]],
    ]);
    expect(cost(plan)).toBe(5_400);
    expect(plan.exact).toBe(true);
  });

  it('takes a dearer split when that is what lifts a wholesaler to its minimum', () => {
    // Product 2 (5 units): W1 holds 3 at 5.00, W3 3 at 26.00; W3's minimum is CHF 120.00 without
    // fee, and product 1 (3 at 14.00) is only at W3. Cheapest first, W3 gets 42.00 + 52.00 = 94.00
    // and both lines are left out; W3's 3 first, it gets 42.00 + 78.00 = 120.00.
    const cart = input({
      lines: [line(1, 3), line(2, 5), line(3)],
      wholesalers: [wholesaler(1), wholesaler(2), wholesaler(3, { minOrderRappen: 12_000 })],
      offers: [offer(2, 3, 2_600, 3), offer(2, 1, 500, 3), offer(1, 3, 1_400, 3)],
    });
    const plan = planBasket(cart);
    expect(plan.unsupplied).toEqual([{ productId: 3, quantity: 1, reason: 'unavailable', available: 0 }]);
    const w3 = plan.parts.find((p) => p.wholesalerId === 3)!;
    expect(w3.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(w3.feeRappen).toBe(0);
    expect(cost(plan)).toBe(13_000);
    // The line search (beyond 12 wholesalers whose minimum matters) finds the same plan.
    expect(planBasket({ ...cart, strategy: 'lines' }).parts).toEqual(plan.parts);
  });

  it('names why a line cannot be supplied', () => {
    const plan = planBasket(
      input({
        postcode: 8001,
        lines: [line(1, 5), line(2), line(3), { productId: 4, quantity: 1, vatRateBasisPoints: null }],
        wholesalers: [wholesaler(1), wholesaler(2, { postcodes: [{ from: 1000, to: 1999 }] })],
        offers: [offer(1, 1, 100, 2), offer(1, 2, 100, 9), offer(2, 2, 100), { ...offer(3, 1, 100), sellable: false }, offer(4, 1, 100)],
      }),
    );
    expect(plan.parts).toEqual([]);
    expect(plan.unsupplied.map((u) => [u.productId, u.reason, u.available])).toEqual([
      [1, 'insufficient_stock', 2],
      [2, 'not_delivered_to_you', 0],
      [3, 'unavailable', 0],
      [4, 'unavailable', 0],
    ]);
  });

  it('breaks ties by earlier delivery, then by lower wholesaler id', () => {
    const tuesdaysOnly = wholesaler(1, { deliveryDays: [2] });
    const plan = planBasket(
      input({ lines: [line(1)], wholesalers: [tuesdaysOnly, wholesaler(2), wholesaler(3)], offers: [offer(1, 1, 100), offer(1, 2, 100), offer(1, 3, 100)] }),
    );
    expect(where(plan)).toEqual({ 1: 2 });
    expect(plan.parts[0]!.deliveryDate).toBe('2026-11-25');
    const same = planBasket(input({ lines: [line(1)], wholesalers: [wholesaler(3), wholesaler(2)], offers: [offer(1, 3, 100), offer(1, 2, 100)] }));
    expect(where(same)).toEqual({ 1: 2 });
  });

  it('gives each part its own delivery date on or after the one asked, and totals with VAT per part', () => {
    const plan = planBasket(
      input({
        wantedDate: '2026-11-26',
        lines: [line(1, 2), { productId: 2, quantity: 1, vatRateBasisPoints: 810 }],
        wholesalers: [wholesaler(1, { deliveryDays: [5], minOrderRappen: 50_000, deliveryFeeRappen: 1_500 }), wholesaler(2)],
        offers: [offer(1, 1, 1_000), offer(2, 2, 2_000)],
      }),
    );
    const [w1, w2] = plan.parts;
    expect(w1!.deliveryDate).toBe('2026-11-27');
    expect(w2!.deliveryDate).toBe('2026-11-26');
    // W1: 20.00 at 2.6 % + fee 15.00 at 8.1 %.
    expect(w1!.totals).toEqual({
      netRappen: 2_000,
      feesRappen: 1_500,
      vat: [
        { rate: 2.6, baseRappen: 2_000, amountRappen: 52 },
        { rate: 8.1, baseRappen: 1_500, amountRappen: 122 },
      ],
      grossRappen: 3_674,
    });
    expect(plan.totals.netRappen).toBe(4_000);
    expect(plan.totals.feesRappen).toBe(1_500);
    expect(plan.totals.grossRappen).toBe(3_674 + 2_162);
  });

  it('records the next-cheapest offer as the reference price', () => {
    const plan = planBasket(
      input({ lines: [line(1), line(2)], wholesalers: [wholesaler(1), wholesaler(2)], offers: [offer(1, 1, 100), offer(1, 2, 130), offer(2, 1, 50)] }),
    );
    const lines = plan.parts.flatMap((p) => p.lines);
    expect(lines.map((l) => [l.productId, l.referencePriceRappen])).toEqual([
      [1, 130],
      [2, null],
    ]);
  });
});
