import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { validateRegistration, type RegistrationInput } from './registration.js';

const commonList = new Set(['password1', 'letmein!']);
const isCommon = (candidate: string): boolean => commonList.has(candidate);

function aRegistration(overrides: Partial<Record<keyof RegistrationInput, unknown>> = {}): RegistrationInput {
  return {
    firstName: 'Anna',
    lastName: 'Meier',
    phone: '+41 79 123 45 67',
    email: 'anna@bistro.ch',
    restaurantName: 'Bistro Anna',
    restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
    password: 'Rösti-2026',
    confirm: 'Rösti-2026',
    privacy_accepted: true,
    lang: 'de',
    ...overrides,
  };
}

function codeOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('no error');
}

const refusal = (overrides: Partial<Record<keyof RegistrationInput, unknown>>): string =>
  codeOf(() => validateRegistration(aRegistration(overrides), isCommon));

describe('registration', () => {
  it('gives the trimmed data, the e-mail in lower case, the password untouched', () => {
    const registration = validateRegistration(
      aRegistration({
        firstName: ' Anna ',
        email: '  Anna.Meier@Bistro.CH ',
        restaurantName: ' Bistro Anna ',
        password: ' Rösti-2026 ',
        confirm: ' Rösti-2026 ',
        promo_code: '  GASTRO-2026 ',
      }),
      isCommon,
    );
    expect(registration).toEqual({
      firstName: 'Anna',
      lastName: 'Meier',
      phone: '+41 79 123 45 67',
      email: 'anna.meier@bistro.ch',
      restaurantName: 'Bistro Anna',
      restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
      password: ' Rösti-2026 ',
      promoCode: 'GASTRO-2026',
      language: 'de',
    });
  });

  it.each([undefined, null, '', '    '])('treats the promo code as optional (%j gives none)', (promo_code) => {
    expect(validateRegistration(aRegistration({ promo_code }), isCommon).promoCode).toBeNull();
  });

  it.each([42, true, { code: 'X' }])('refuses a promo code that is not text (%j) with invalid_data', (promo_code) => {
    expect(refusal({ promo_code })).toBe('invalid_data');
  });

  it.each(['firstName', 'lastName', 'phone', 'email', 'restaurantName', 'restaurantAddress', 'password', 'confirm'] as const)(
    'requires %s (fill_all_fields)',
    (field) => {
      for (const value of [undefined, null, '', 7]) expect(refusal({ [field]: value })).toBe('fill_all_fields');
      if (field !== 'password' && field !== 'confirm') expect(refusal({ [field]: '   ' })).toBe('fill_all_fields');
    },
  );

  it.each(['anna', 'anna@bistro', 'anna meier@bistro.ch', 'anna@@bistro.ch', 'anna@bistro..ch', `${'a'.repeat(246)}@bistro.ch`])(
    'refuses the e-mail %j with invalid_email',
    (email) => {
      expect(refusal({ email })).toBe('invalid_email');
    },
  );

  it('takes an e-mail of 254 characters', () => {
    const email = `${'a'.repeat(244)}@bistro.ch`;
    expect(email).toHaveLength(254);
    expect(validateRegistration(aRegistration({ email }), isCommon).email).toBe(email);
  });

  it.each(['call me', '123456', '+41 79 123 45 67 89 012', '41+791234567'])('refuses the phone %j with invalid_phone', (phone) => {
    expect(refusal({ phone })).toBe('invalid_phone');
  });

  it('refuses a personal field longer than its column with invalid_data', () => {
    expect(validateRegistration(aRegistration({ firstName: 'A'.repeat(100) }), isCommon).firstName).toHaveLength(100);
    expect(refusal({ firstName: 'A'.repeat(101) })).toBe('invalid_data');
  });

  it('requires the confirmation to equal the password exactly', () => {
    expect(refusal({ confirm: 'Rösti-2027' })).toBe('passwords_do_not_match');
    expect(refusal({ confirm: 'rösti-2026' })).toBe('passwords_do_not_match');
    expect(refusal({ confirm: 'Rösti-2026 ' })).toBe('passwords_do_not_match');
  });

  it.each([
    ['6 characters', 'Abcde!'],
    ['no uppercase letter', 'rösti-2026'],
    ['no special character', 'Rösti2026'],
    ['129 characters', 'A!' + 'a'.repeat(127)],
  ])('refuses a password with %s (password_does_not_meet_requirements)', (_label, password) => {
    expect(refusal({ password, confirm: password })).toBe('password_does_not_meet_requirements');
  });

  it('accepts a password of exactly 7 and of exactly 128 characters', () => {
    for (const password of ['Abcdef!', 'A!' + 'a'.repeat(126)]) {
      expect(validateRegistration(aRegistration({ password, confirm: password }), isCommon).password).toBe(password);
    }
  });

  it('refuses a common password with password_too_common', () => {
    expect(refusal({ password: 'Password1!', confirm: 'Password1!' })).toBe('password_too_common');
    expect(refusal({ password: 'LetMeIn!', confirm: 'LetMeIn!' })).toBe('password_too_common');
  });

  it.each([true, 'true', 1, undefined])('takes %j as the privacy policy accepted', (privacy_accepted) => {
    expect(() => validateRegistration(aRegistration({ privacy_accepted }), isCommon)).not.toThrow();
  });

  it.each([null, false, 'false', 0, '', 'yes'])('refuses %j as privacy consent (accept_privacy_required)', (privacy_accepted) => {
    expect(refusal({ privacy_accepted })).toBe('accept_privacy_required');
  });

  it.each([
    ['it', 'it'],
    ['FR', 'fr'],
    ['de-CH', 'de'],
    ['en', 'fr'],
    [undefined, 'fr'],
    [3, 'fr'],
  ])('reads the language %j as %s (French the fallback)', (lang, language) => {
    expect(validateRegistration(aRegistration({ lang }), isCommon).language).toBe(language);
  });
});
