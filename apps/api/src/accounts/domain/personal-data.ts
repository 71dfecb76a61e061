import { DomainError } from '../../shared/domain/domain-error.js';
import { isPhoneNumber } from './phone.js';

/** The restaurant's personal data of SPEC.md section 3, as registration and the profile take it. */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
}

/** Longest accepted value per field (the database columns' sizes). */
const LIMITS: Readonly<Record<keyof PersonalData, number>> = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  restaurantName: 200,
  restaurantAddress: 300,
};

function field(value: unknown, max: number): string {
  if (typeof value !== 'string') throw new DomainError('fill_all_fields');
  const trimmed = value.trim();
  if (!trimmed) throw new DomainError('fill_all_fields');
  if (trimmed.length > max) throw new DomainError('invalid_data');
  return trimmed;
}

/** Every field required and trimmed (`fill_all_fields`), none too long (`invalid_data`). */
export function personalData(input: Partial<Record<keyof PersonalData, unknown>>): PersonalData {
  return {
    firstName: field(input.firstName, LIMITS.firstName),
    lastName: field(input.lastName, LIMITS.lastName),
    phone: field(input.phone, LIMITS.phone),
    restaurantName: field(input.restaurantName, LIMITS.restaurantName),
    restaurantAddress: field(input.restaurantAddress, LIMITS.restaurantAddress),
  };
}

/** `invalid_phone` unless the phone looks like one. */
export function assertPhone(data: PersonalData): void {
  if (!isPhoneNumber(data.phone)) throw new DomainError('invalid_phone');
}
