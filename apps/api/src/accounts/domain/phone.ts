/**
 * A phone number as restaurants write it: digits with spaces, dots, dashes, slashes or
 * brackets, an optional leading +, and 7 to 15 digits (E.164's maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
