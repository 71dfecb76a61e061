import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { generatePromoCode, promoCodeDraft } from './promo-code-draft.js';

function fieldErrorsOf(work: () => unknown): Record<string, string> {
  try {
    work();
  } catch (error) {
    return ((error as DomainError).details?.['fieldErrors'] ?? {}) as Record<string, string>;
  }
  throw new Error('no error');
}

describe('promo code draft', () => {
  it('generates a code when none is typed', () => {
    const draft = promoCodeDraft({ max_uses: 5 });
    expect(draft.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(draft.active).toBe(true);
    expect(generatePromoCode()).not.toBe(generatePromoCode());
  });

  it('keeps a typed code, a note and a date', () => {
    const draft = promoCodeDraft({ code: ' Gastro-2026 ', note: 'Salon', max_uses: 3, valid_until: '2026-12-31', active: false });
    expect(draft).toEqual({ code: 'Gastro-2026', note: 'Salon', maxUses: 3, validUntil: new Date('2026-12-31'), active: false });
  });

  it('names every wrong field', () => {
    expect(fieldErrorsOf(() => promoCodeDraft({ code: 'a b', max_uses: 0, valid_until: 'soon' }))).toEqual({
      code: 'invalid_promo_code',
      max_uses: 'invalid_max_uses',
      valid_until: 'invalid_date',
    });
    expect(fieldErrorsOf(() => promoCodeDraft({}))).toEqual({ max_uses: 'field_required' });
    expect(fieldErrorsOf(() => promoCodeDraft({ max_uses: 2 }, { usesSoFar: 3 }))).toEqual({ max_uses: 'invalid_max_uses' });
  });
});
