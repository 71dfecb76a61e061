import { describe, expect, it } from '@jest/globals';
import { offerFor, planOrder, type CandidateOffer, type OrderableProduct } from './order-plan.js';

const product = (id: number, unit: 'kg' | 'piece' = 'kg', active = true): OrderableProduct => ({
  id,
  active,
  name: { fr: `P${id}`, de: `P${id}`, it: `P${id}` },
  unit,
  vatRateBasisPoints: 260,
});
const offer = (offerId: number, productId: number, wholesalerId: number, priceRappen: number, stock: number, sellable = true): CandidateOffer => ({
  offerId,
  productId,
  wholesalerId,
  priceRappen,
  stock,
  sellable,
});
const products = new Map([1, 2, 3].map((id) => [id, product(id)]));

describe('offerFor', () => {
  it('takes the cheapest sellable offer that holds the whole quantity, ties to the smaller wholesaler id', () => {
    const offers = [offer(1, 1, 3, 900, 10), offer(2, 1, 2, 900, 10), offer(3, 1, 1, 500, 10, false), offer(4, 1, 4, 800, 1)];
    expect(offerFor(2, offers)?.offerId).toBe(2);
    expect(offerFor(1, offers)?.offerId).toBe(4);
    expect(offerFor(11, offers)).toBeNull();
  });
});

describe('planOrder', () => {
  it('assigns each line to its lowest offer and splits the order per wholesaler', () => {
    const plan = planOrder({
      cart: [
        { productId: 1, quantity: 2.5 },
        { productId: 2, quantity: 3 },
        { productId: 3, quantity: 1 },
      ],
      expected: [
        { productId: 1, priceRappen: 1250, quantity: 2.5 },
        { productId: 2, priceRappen: 400, quantity: 3 },
        { productId: 3, priceRappen: 710, quantity: 1 },
      ],
      products,
      offers: [offer(1, 1, 2, 1250, 5), offer(2, 1, 1, 1300, 50), offer(3, 2, 1, 400, 9), offer(4, 3, 2, 710, 1)],
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.parts.map((p) => [p.wholesalerId, p.lines.map((l) => [l.product.id, l.offerId, l.netRappen])])).toEqual([
      [1, [[2, 3, 1200]]],
      [2, [[1, 1, 3125], [3, 4, 710]]],
    ]);
  });

  it('reports a changed price, missing stock, an unavailable product and a changed cart, and plans nothing', () => {
    const plan = planOrder({
      cart: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 5 },
        { productId: 3, quantity: 1 },
      ],
      expected: [
        { productId: 1, priceRappen: 1200, quantity: 2 },
        { productId: 2, priceRappen: 400, quantity: 5 },
        { productId: 3, priceRappen: 710, quantity: 2 },
        { productId: 4, priceRappen: 100, quantity: 1 },
      ],
      products: new Map([...products, [2, product(2)]]),
      offers: [offer(1, 1, 1, 1250, 5), offer(2, 2, 1, 400, 3), offer(3, 2, 2, 390, 4), offer(4, 3, 1, 710, 1)],
    });
    expect(plan).toEqual({
      ok: false,
      changes: [
        { productId: 1, kind: 'price_changed', expectedPriceRappen: 1200, currentPriceRappen: 1250, quantity: 2, stock: 5 },
        { productId: 2, kind: 'insufficient_stock', expectedPriceRappen: 400, currentPriceRappen: null, quantity: 5, stock: 4 },
        { productId: 3, kind: 'cart_changed', expectedPriceRappen: 710, currentPriceRappen: 710, quantity: 1, stock: 1 },
        { productId: 4, kind: 'cart_changed', expectedPriceRappen: 100, currentPriceRappen: null, quantity: 0, stock: null },
      ],
    });
  });

  it('treats an inactive product or one without sellable offers as unavailable', () => {
    const plan = planOrder({
      cart: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      expected: [
        { productId: 1, priceRappen: 100, quantity: 1 },
        { productId: 2, priceRappen: 100, quantity: 1 },
      ],
      products: new Map([
        [1, product(1, 'piece', false)],
        [2, product(2)],
      ]),
      offers: [offer(1, 1, 1, 100, 5), offer(2, 2, 1, 100, 5, false), offer(3, 2, 2, 100, 0)],
    });
    expect(plan.ok ? [] : plan.changes.map((c) => [c.productId, c.kind, c.stock])).toEqual([
      [1, 'unavailable', null],
      [2, 'unavailable', null],
    ]);
  });
});
