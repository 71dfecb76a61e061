import { describe, expect, it } from '@jest/globals';
import { cartQuantity } from './cart-quantity.js';

describe('cart quantities', () => {
  it('are whole numbers of pieces', () => {
    expect(cartQuantity('piece', 3)).toBe(3);
    expect(cartQuantity('piece', '4')).toBe(4);
    expect(() => cartQuantity('piece', 2.5)).toThrow('invalid_quantity');
  });

  it('may be decimals of kilograms, to the gram', () => {
    expect(cartQuantity('kg', 2.5)).toBe(2.5);
    expect(cartQuantity('kg', 0.125)).toBe(0.125);
    expect(() => cartQuantity('kg', 0.0001)).toThrow('invalid_quantity');
  });

  it('are positive, finite and sane', () => {
    for (const bad of [0, -1, Number.NaN, Infinity, 10_001, 'abc', '', null, undefined, {}, [1]]) {
      expect(() => cartQuantity('kg', bad)).toThrow('invalid_quantity');
    }
  });
});
