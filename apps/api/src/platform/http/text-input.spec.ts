import { describe, expect, it } from '@jest/globals';
import { containsNul, urlContainsNul } from './text-input.js';

describe('text input that PostgreSQL cannot store', () => {
  it('finds a NUL in a string, a nested value or a key', () => {
    expect(containsNul('An\u0000na')).toBe(true);
    expect(containsNul({ user: { names: ['Anna', 'Lu\u0000ca'] } })).toBe(true);
    expect(containsNul({ ['a\u0000']: 1 })).toBe(true);
    expect(containsNul([{ quantity: 2 }, '\u0000'])).toBe(true);
  });

  it('lets every other text through, control characters and emoji included', () => {
    expect(containsNul({ firstName: 'Zoë', note: 'line\nbreak\ttab', emoji: '🧀', n: 0, ok: true, none: null })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul('')).toBe(false);
  });

  it('finds an encoded NUL in a path or a query, in either case', () => {
    expect(urlContainsNul('/api/v1/categories/%00')).toBe(true);
    expect(urlContainsNul('/api/v1/products?q=a%00b')).toBe(true);
    expect(urlContainsNul('/api/v1/products?q=%2500')).toBe(false);
    expect(urlContainsNul('/api/v1/products?q=caf%C3%A9')).toBe(false);
  });
});
