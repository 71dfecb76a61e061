import { describe, expect, it } from '@jest/globals';
import { lineSavedRappen, partSavedRappen } from './order-view.js';

const line = (unitPriceRappen: number, referencePriceRappen: number | null, quantity: number, confirmedQuantity: number | null = null) => ({
  unitPriceRappen,
  referencePriceRappen,
  quantity,
  confirmedQuantity,
});

describe('what an order saved against the next-cheapest offers', () => {
  it('counts (reference - price) x quantity per line, to the rappen', () => {
    expect(lineSavedRappen(line(2400, 2500, 2))).toBe(200);
    // 1.237 kg x 0.33 = 0.40821 CHF: 41 rappen.
    expect(lineSavedRappen(line(1000, 1033, 1.237))).toBe(41);
  });

  it('counts 0 for a line without a next-cheapest offer, and never less than 0', () => {
    expect(lineSavedRappen(line(2400, null, 3))).toBe(0);
    // The plan sent it to a dearer offer (a minimum, a delivery day): no saving, and no cost either.
    expect(lineSavedRappen(line(450, 400, 2))).toBe(0);
    expect(lineSavedRappen(line(400, 400, 2))).toBe(0);
  });

  it('counts what the wholesaler confirmed once it answered', () => {
    expect(lineSavedRappen(line(2400, 2500, 4, 1.5))).toBe(150);
    expect(lineSavedRappen(line(2400, 2500, 4, 0))).toBe(0);
  });

  it('sums a part’s lines; a cancelled or rejected part saved nothing', () => {
    const lines = [line(2400, 2500, 2), line(500, 550, 4), line(450, 400, 2)];
    expect(partSavedRappen({ status: 'sent', lines })).toBe(400);
    expect(partSavedRappen({ status: 'undeliverable', lines })).toBe(400);
    expect(partSavedRappen({ status: 'cancelled', lines })).toBe(0);
    expect(partSavedRappen({ status: 'rejected', lines })).toBe(0);
  });
});
