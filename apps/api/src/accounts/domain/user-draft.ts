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

/** The longest text staff may enter per field. */
export const USER_FIELD_MAX = { email: 254, phone: 40, firstName: 100, lastName: 100, restaurantName: 200, restaurantAddress: 300, promoCode: 64 } as const;

function flag(errors: FormErrors, field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') errors.add(field, 'invalid_data');
  return value === true;
}

export function userDraft(input: Readonly<Record<string, unknown>>): UserDraft {
  const errors = new FormErrors();
  const email = errors.text('email', input['email'], USER_FIELD_MAX.email).toLowerCase();
  if (email && !isEmailAddress(email)) errors.add('email', 'invalid_email');
  const phone = errors.text('phone', input['phone'], USER_FIELD_MAX.phone);
  if (phone && !isPhoneNumber(phone)) errors.add('phone', 'invalid_phone');
  const role = input['role'] ?? 'restaurant';
  if (role !== 'restaurant' && role !== 'admin') errors.add('role', 'invalid_role');
  const language = input['language'] ?? 'fr';
  if (!isLanguage(language)) errors.add('language', 'invalid_language');
  const draft: UserDraft = {
    email,
    firstName: errors.text('firstName', input['firstName'], USER_FIELD_MAX.firstName),
    lastName: errors.text('lastName', input['lastName'], USER_FIELD_MAX.lastName),
    phone,
    restaurantName: errors.text('restaurantName', input['restaurantName'], USER_FIELD_MAX.restaurantName),
    restaurantAddress: errors.text('restaurantAddress', input['restaurantAddress'], USER_FIELD_MAX.restaurantAddress),
    role: role as UserRole,
    verified: flag(errors, 'verified', input['verified'], false),
    active: flag(errors, 'active', input['active'], true),
    language: language as Language,
    promoCode: errors.text('promoCode', input['promoCode'], USER_FIELD_MAX.promoCode, { required: false }),
  };
  errors.throwIfAny();
  return draft;
}
