import { describe, expect, it } from '@jest/globals';
import { lowestOffer, type Offer } from './offer.js';

const offer = (wholesalerId: number, priceRappen: number, stock: number, extra: Partial<Offer> = {}): Offer => ({
  offerId: wholesalerId * 10,
  wholesalerId,
  priceRappen,
  stock,
  active: true,
  wholesalerActive: true,
  ...extra,
});

describe('lowestOffer', () => {
  it('takes the cheapest active offer in stock', () => {
    expect(lowestOffer([offer(1, 1290, 5), offer(2, 1190, 3), offer(3, 1250, 9)])?.wholesalerId).toBe(2);
  });

  it('skips offers out of stock, inactive, or of an inactive wholesaler', () => {
    const offers = [
      offer(1, 900, 0),
      offer(2, 950, 4, { active: false }),
      offer(3, 980, 4, { wholesalerActive: false }),
      offer(4, 1200, 0.5),
    ];
    expect(lowestOffer(offers)?.wholesalerId).toBe(4);
  });

  it('breaks a tie by the smaller wholesaler id, whatever the order', () => {
    expect(lowestOffer([offer(3, 1000, 1), offer(2, 1000, 1)])?.wholesalerId).toBe(2);
    expect(lowestOffer([offer(2, 1000, 1), offer(3, 1000, 1)])?.wholesalerId).toBe(2);
  });

  it('finds nothing when no offer can be sold', () => {
    expect(lowestOffer([offer(1, 1000, 0), offer(2, 1000, 5, { active: false })])).toBeNull();
    expect(lowestOffer([])).toBeNull();
  });
});
