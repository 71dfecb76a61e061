import { describe, expect, it } from '@jest/globals';
import { normalizePromoCode, promoRefusal } from './promo-code.js';

const now = new Date('2026-06-01T12:00:00Z');
const code = { code: 'BISTRO-2026', active: true, uses: 0, maxUses: 1, validUntil: new Date('2026-12-31T00:00:00Z') };

describe('promo codes', () => {
  it('can be taken while active, unused and valid', () => {
    expect(promoRefusal(code, now)).toBeNull();
    expect(promoRefusal({ ...code, validUntil: null }, now)).toBeNull();
  });

  it('are refused when unknown, used up, inactive or expired', () => {
    expect(promoRefusal(null, now)).toBe('invalid_promo_code');
    expect(promoRefusal({ ...code, uses: 1 }, now)).toBe('invalid_or_used_promo');
    expect(promoRefusal({ ...code, active: false }, now)).toBe('invalid_or_used_promo');
    expect(promoRefusal({ ...code, validUntil: now }, now)).toBe('invalid_or_used_promo');
  });

  it('are read without surrounding spaces, and an empty one is asked for', () => {
    expect(normalizePromoCode('  bistro-2026 ')).toBe('bistro-2026');
    expect(() => normalizePromoCode('   ')).toThrow('promo_required');
    expect(() => normalizePromoCode(undefined)).toThrow('promo_required');
    expect(() => normalizePromoCode(null)).toThrow('promo_required');
    expect(() => normalizePromoCode(12)).toThrow('invalid_data');
  });
});
