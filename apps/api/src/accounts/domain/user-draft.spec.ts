import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { userDraft } from './user-draft.js';

const valid = {
  email: 'anna@bistro.ch',
  firstName: 'Anna',
  lastName: 'Meier',
  phone: '+41 79 123 45 67',
  restaurantName: 'Bistro Anna',
  restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
};

function fieldErrorsOf(work: () => unknown): Record<string, string> {
  try {
    work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error.code).toBe('invalid_data');
    return (error.details?.['fieldErrors'] ?? {}) as Record<string, string>;
  }
  throw new Error('no error');
}

describe('user draft (staff editing an account)', () => {
  it('trims the fields, lower-cases the e-mail and defaults to an active, unverified French restaurant without a code', () => {
    const draft = userDraft({ ...valid, email: ' Anna@Bistro.CH ', firstName: '  Anna ' });
    expect(draft).toEqual({
      ...valid,
      role: 'restaurant',
      verified: false,
      active: true,
      language: 'fr',
      promoCode: '',
    });
    expect(userDraft({ ...valid, role: null, verified: null, active: null, language: null, promoCode: null })).toEqual(draft);
  });

  it('keeps a chosen role, flags, language and activation code', () => {
    const draft = userDraft({ ...valid, role: 'admin', verified: true, active: false, language: 'it', promoCode: ' GASTRO-2026 ' });
    expect(draft).toMatchObject({ role: 'admin', verified: true, active: false, language: 'it', promoCode: 'GASTRO-2026' });
  });

  it('names every missing field at once', () => {
    expect(fieldErrorsOf(() => userDraft({}))).toEqual({
      email: 'field_required',
      firstName: 'field_required',
      lastName: 'field_required',
      phone: 'field_required',
      restaurantName: 'field_required',
      restaurantAddress: 'field_required',
    });
    expect(fieldErrorsOf(() => userDraft({ ...valid, lastName: '   ' }))).toEqual({ lastName: 'field_required' });
  });

  it('names every malformed field with its own code', () => {
    expect(
      fieldErrorsOf(() =>
        userDraft({
          ...valid,
          email: 'anna@bistro',
          phone: '123456',
          role: 'owner',
          language: 'en',
          verified: 'yes',
          active: 1,
          firstName: 42,
        }),
      ),
    ).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      role: 'invalid_role',
      language: 'invalid_language',
      verified: 'invalid_data',
      active: 'invalid_data',
      firstName: 'invalid_data',
    });
  });

  it.each([
    ['email', 254, (n: number) => `${'a'.repeat(n - 10)}@bistro.ch`],
    ['firstName', 100, (n: number) => 'A'.repeat(n)],
    ['lastName', 100, (n: number) => 'M'.repeat(n)],
    ['restaurantName', 200, (n: number) => 'B'.repeat(n)],
    ['restaurantAddress', 300, (n: number) => 'Z'.repeat(n)],
    ['promoCode', 64, (n: number) => 'G'.repeat(n)],
  ])('takes %s up to %i characters and refuses one more with text_too_long', (field, max, text) => {
    expect(userDraft({ ...valid, [field]: ` ${text(max)} ` })).toMatchObject({ [field]: text(max) });
    expect(fieldErrorsOf(() => userDraft({ ...valid, [field]: text(max + 1) }))).toEqual({ [field]: 'text_too_long' });
  });

  it('takes a phone up to 40 characters and refuses one more with text_too_long', () => {
    const phone = (spaces: number): string => `+41${' '.repeat(spaces)}79 123 45 67`;
    expect(phone(25)).toHaveLength(40);
    expect(userDraft({ ...valid, phone: phone(25) }).phone).toBe(phone(25));
    expect(fieldErrorsOf(() => userDraft({ ...valid, phone: phone(26) }))).toEqual({ phone: 'text_too_long' });
  });
});
