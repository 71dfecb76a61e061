import { describe, expect, it } from '@jest/globals';
import { isPhoneNumber } from './phone.js';

describe('phone number', () => {
  it.each(['+41 79 123 45 67', '079 123 45 67', '044/123.45.67', '(044) 123-45-67', '1234567', '+123456789012345'])(
    'accepts %j',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it.each([
    ['6 digits', '123456'],
    ['6 digits with a plus and spaces', '+41 79 12'],
    ['16 digits', '1234567890123456'],
    ['nothing', ''],
    ['a plus alone', '+'],
    ['a plus that does not lead', '41+791234567'],
    ['two pluses', '++41791234567'],
    ['letters', '079 123 45 67 ext 2'],
    ['full-width digits', '０７９１２３４５６７'],
  ])('refuses %s', (_label, phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});
