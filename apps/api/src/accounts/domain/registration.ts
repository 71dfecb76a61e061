import { resolveLanguage, type Language } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { normalizeEmail } from '../../shared/domain/email-address.js';
import { passwordProblem } from './password-policy.js';
import { assertPhone, personalData, type PersonalData } from './personal-data.js';

export interface RegistrationInput {
  readonly firstName?: unknown;
  readonly lastName?: unknown;
  readonly phone?: unknown;
  readonly email?: unknown;
  readonly restaurantName?: unknown;
  readonly restaurantAddress?: unknown;
  readonly password?: unknown;
  readonly confirm?: unknown;
  readonly promo_code?: unknown;
  readonly privacy_accepted?: unknown;
  readonly lang?: unknown;
}

export interface Registration extends PersonalData {
  readonly email: string;
  readonly password: string;
  readonly promoCode: string | null;
  readonly language: Language;
}

/** SPEC.md section 5, checked again on the server: every field but the promo code, privacy accepted, the password rule. */
export function validateRegistration(input: RegistrationInput, isCommonPassword: (p: string) => boolean): Registration {
  const data = personalData(input);
  if (typeof input.email !== 'string' || !input.email.trim()) throw new DomainError('fill_all_fields');
  const email = normalizeEmail(input.email);
  assertPhone(data);
  if (typeof input.password !== 'string' || !input.password || typeof input.confirm !== 'string' || !input.confirm) {
    throw new DomainError('fill_all_fields');
  }
  if (input.password !== input.confirm) throw new DomainError('passwords_do_not_match');
  const problem = passwordProblem(input.password, isCommonPassword);
  if (problem === 'common') throw new DomainError('password_too_common');
  if (problem) throw new DomainError('password_does_not_meet_requirements');
  // Optional (DESIGN.md): a SPEC.md client sends no such field, its form has the box checked
  // before it calls; a field that is there must say yes.
  const accepted = input.privacy_accepted === undefined || input.privacy_accepted === true || input.privacy_accepted === 'true' || input.privacy_accepted === 1;
  if (!accepted) {
    throw new DomainError('accept_privacy_required');
  }
  const promo = typeof input.promo_code === 'string' ? input.promo_code.trim() : '';
  if (input.promo_code !== undefined && input.promo_code !== null && typeof input.promo_code !== 'string') {
    throw new DomainError('invalid_data');
  }
  return {
    ...data,
    email,
    password: input.password,
    promoCode: promo || null,
    language: resolveLanguage(input.lang),
  };
}
