import { describe, expect, it } from '@jest/globals';
import { chfToRappen, formatChf, readPrice } from './money.js';

describe('formatChf', () => {
  it('writes the Swiss convention with a typographic apostrophe and two decimals', () => {
    expect(formatChf(1234.5)).toBe('CHF 1\u2019234.50');
    expect(formatChf(12.5)).toBe('CHF 12.50');
    expect(formatChf(0.05)).toBe('CHF 0.05');
    expect(formatChf(1234567.891)).toBe('CHF 1\u2019234\u2019567.89');
  });

  it('rounds half-rappen amounts instead of truncating', () => {
    expect(formatChf(2.675)).toBe('CHF 2.68');
    expect(chfToRappen(19.99)).toBe(1999);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatChf(-3)).toBe('-CHF 3.00');
  });
});

describe('readPrice', () => {
  it('reads numbers and numeric strings, and 0 for anything else', () => {
    expect(readPrice(12.5)).toBe(12.5);
    expect(readPrice(' 7.20 ')).toBe(7.2);
    expect(readPrice('abc')).toBe(0);
    expect(readPrice(null)).toBe(0);
    expect(readPrice(Number.NaN)).toBe(0);
    expect(readPrice(Infinity)).toBe(0);
  });
});
