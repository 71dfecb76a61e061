import { describe, expect, it } from '@jest/globals';
import { quantityProblem } from '@mercato/contracts';
import { capToStock, parseQuantity } from './quantity';

describe('cart quantities', () => {
  it('reads what a user types, with a point or a comma', () => {
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity(' 2,5 ')).toBe(2.5);
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('.5')).toBe(0.5);
    for (const bad of ['', 'abc', '2.5kg', '-1', '1e3', '2,5,1']) expect(parseQuantity(bad)).toBeNull();
  });

  it('accepts decimals of kilograms to the gram, and only whole pieces', () => {
    expect(quantityProblem('kg', 2.5, 40)).toBeNull();
    expect(quantityProblem('kg', 0.125, 40)).toBeNull();
    expect(quantityProblem('kg', 0.0005, 40)).toBe('grams');
    expect(quantityProblem('piece', 3, 40)).toBeNull();
    expect(quantityProblem('piece', 2.5, 40)).toBe('whole_pieces');
  });

  it('refuses zero, negative and missing quantities, and more than the stock', () => {
    expect(quantityProblem('kg', 0, 40)).toBe('not_positive');
    expect(quantityProblem('kg', -1, 40)).toBe('not_positive');
    expect(quantityProblem('kg', null, 40)).toBe('not_positive');
    expect(quantityProblem('kg', 40, 40)).toBeNull();
    expect(quantityProblem('kg', 40.5, 40)).toBe('insufficient_stock');
    expect(quantityProblem('piece', 10_001, null)).toBe('too_large');
  });

  it('caps to the stock in whole pieces or grams', () => {
    expect(capToStock('piece', 8, 5.5)).toBe(5);
    expect(capToStock('kg', 8, 5.5)).toBe(5.5);
    expect(capToStock('kg', 2, 5.5)).toBe(2);
  });
});
