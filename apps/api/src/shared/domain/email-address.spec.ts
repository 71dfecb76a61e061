import { describe, expect, it } from '@jest/globals';
import { isEmailAddress, normalizeEmail } from './email-address.js';

describe('e-mail address', () => {
  it.each(['chef@bistro.ch', 'a.b+orders@gastro-zuerich.co.uk', 'müller@café.ch'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'chef', 'chef@', '@bistro.ch', 'chef@bistro', 'chef bistro@x.ch', 'a@b@c.ch', 'chef@bistro..ch', `${'a'.repeat(250)}@x.ch`])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Chef@Bistro.CH ')).toBe('chef@bistro.ch');
    expect(() => normalizeEmail(42)).toThrow('invalid_email');
  });
});
