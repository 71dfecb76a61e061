import { describe, expect, it } from '@jest/globals';
import { quantityProblem, stockProblem } from './quantities.js';

describe('the quantity rule', () => {
  it('takes every gram of a kilogram, whatever binary floating point makes of it', () => {
    for (const grams of [1001, 1003, 1005, 2285, 9999]) expect(quantityProblem('kg', grams / 1000, null)).toBeNull();
    expect(quantityProblem('kg', 1.0005, null)).toBe('grams');
  });

  it('holds stock to the same units', () => {
    expect(stockProblem(12.5, 'kg')).toBeNull();
    expect(stockProblem(1.001, 'kg')).toBeNull();
    expect(stockProblem(0.0005, 'kg')).toBe('invalid_stock');
    expect(stockProblem(2.5, 'piece')).toBe('fractional_stock');
    expect(stockProblem(-1, 'piece')).toBe('invalid_stock');
    expect(stockProblem(0, 'piece')).toBeNull();
  });
});
