import { describe, expect, it } from '@jest/globals';
import { codeExpiry, generateCode, isWellFormedCode } from './verification-code.js';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and not predictable', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are checked for their form before anything else', () => {
    expect(isWellFormedCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', 123456, null]) expect(isWellFormedCode(bad)).toBe(false);
  });

  it('live ten minutes', () => {
    expect(codeExpiry(new Date(0)).getTime()).toBe(600_000);
  });
});
