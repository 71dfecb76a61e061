import { describe, expect, it } from '@jest/globals';
import { planBasket, type PlanInput } from './basket-plan.js';
import { orderChanges } from './order-changes.js';

const NOW = new Date('2026-11-24T08:00:00Z');
const base: PlanInput = {
  lines: [
    { productId: 1, quantity: 10, vatRateBasisPoints: 260 },
    { productId: 2, quantity: 1, vatRateBasisPoints: 260 },
  ],
  offers: [
    { offerId: 1, productId: 1, wholesalerId: 1, priceRappen: 100, stock: 6, sellable: true },
    { offerId: 2, productId: 1, wholesalerId: 2, priceRappen: 120, stock: 6, sellable: true },
    { offerId: 3, productId: 2, wholesalerId: 2, priceRappen: 500, stock: 3, sellable: true },
  ],
  wholesalers: [1, 2].map((id) => ({ id, minOrderRappen: 0, deliveryFeeRappen: null, deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 960, leadDays: 1, postcodes: [] })),
  postcode: null,
  wantedDate: null,
  now: NOW,
  holidays: new Set(),
  horizonDays: 60,
};
const cart = base.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
// What the user saw: the split line once per wholesaler.
const seen = [
  { productId: 1, priceRappen: 100, quantity: 6 },
  { productId: 1, priceRappen: 120, quantity: 4 },
  { productId: 2, priceRappen: 500, quantity: 1 },
];

describe('order changes against the plan the user saw', () => {
  it('finds none when the plan is what the user saw, split lines included', () => {
    expect(orderChanges({ cart, plan: planBasket(base), expected: [...seen].reverse() })).toEqual([]);
  });

  it('reports a changed price, a changed split, a changed cart and a line that can no longer be supplied', () => {
    const dearer = planBasket({ ...base, offers: base.offers.map((o) => (o.offerId === 3 ? { ...o, priceRappen: 540 } : o)) });
    expect(orderChanges({ cart, plan: dearer, expected: seen }).map((c) => [c.productId, c.kind, c.expectedPriceRappen, c.currentPriceRappen])).toEqual([
      [2, 'price_changed', 500, 540],
    ]);
    const resplit = planBasket({ ...base, offers: base.offers.map((o) => (o.offerId === 1 ? { ...o, stock: 5 } : o)) });
    expect(orderChanges({ cart, plan: resplit, expected: seen }).map((c) => c.kind)).toEqual(['price_changed']);
    expect(orderChanges({ cart: [cart[0]!, { productId: 2, quantity: 2 }], plan: planBasket(base), expected: seen }).map((c) => c.kind)).toEqual(['cart_changed']);
    const gone = planBasket({ ...base, offers: base.offers.filter((o) => o.offerId !== 2) });
    expect(orderChanges({ cart, plan: gone, expected: seen })).toEqual([
      { productId: 1, kind: 'insufficient_stock', expectedPriceRappen: 100, currentPriceRappen: null, quantity: 10, stock: 6 },
    ]);
    expect(orderChanges({ cart: [cart[0]!], plan: planBasket({ ...base, lines: [base.lines[0]!] }), expected: seen }).map((c) => [c.productId, c.kind, c.quantity])).toEqual([
      [2, 'cart_changed', 0],
    ]);
  });
});
