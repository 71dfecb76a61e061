import { isLanguage, type Language } from '@mercato/contracts';
import { isEmailAddress } from '../../shared/domain/email-address.js';
import { FormErrors } from '../../shared/domain/form-errors.js';
import { isPhoneNumber } from './phone.js';
import type { UserRole } from './user.js';

/** An account as staff edit it: the SPEC.md section 3 fields, verified, role, active, language. */
export interface UserDraft {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
  readonly role: UserRole;
  readonly verified: boolean;
  readonly active: boolean;
  readonly language: Language;
  /** The activation code to hold: '' for none. */
  readonly promoCode: string;
}

function flag(errors: FormErrors, field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') errors.add(field, 'invalid_data');
  return value === true;
}

export function userDraft(input: Readonly<Record<string, unknown>>): UserDraft {
  const errors = new FormErrors();
  const email = errors.text('email', input['email'], 254).toLowerCase();
  if (email && !isEmailAddress(email)) errors.add('email', 'invalid_email');
  const phone = errors.text('phone', input['phone'], 40);
  if (phone && !isPhoneNumber(phone)) errors.add('phone', 'invalid_phone');
  const role = input['role'] ?? 'restaurant';
  if (role !== 'restaurant' && role !== 'admin') errors.add('role', 'invalid_role');
  const language = input['language'] ?? 'fr';
  if (!isLanguage(language)) errors.add('language', 'invalid_language');
  const draft: UserDraft = {
    email,
    firstName: errors.text('firstName', input['firstName'], 100),
    lastName: errors.text('lastName', input['lastName'], 100),
    phone,
    restaurantName: errors.text('restaurantName', input['restaurantName'], 200),
    restaurantAddress: errors.text('restaurantAddress', input['restaurantAddress'], 300),
    role: role as UserRole,
    verified: flag(errors, 'verified', input['verified'], false),
    active: flag(errors, 'active', input['active'], true),
    language: language as Language,
    promoCode: errors.text('promoCode', input['promoCode'], 64, { required: false }),
  };
  errors.throwIfAny();
  return draft;
}
