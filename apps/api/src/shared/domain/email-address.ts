import { DomainError } from './domain-error.js';

export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address as a person would type it: one @, a dot in the domain, no spaces,
 * at most 254 characters. Stored and compared in lower case.
 */
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/u;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !value.includes('..');
}

/** Trims and lower-cases; throws `code` when the result is not an address. */
export function normalizeEmail(raw: unknown, code: 'invalid_email' | 'invalid_data' = 'invalid_email'): string {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isEmailAddress(value)) throw new DomainError(code);
  return value;
}
