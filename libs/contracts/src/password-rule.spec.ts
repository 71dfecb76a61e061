import { describe, expect, it } from '@jest/globals';
import { checkPasswordRules, meetsPasswordRule, PASSWORD_MAX_LENGTH } from './password-rule.js';

describe('password rule (SPEC.md section 5)', () => {
  it('accepts 7 characters with an uppercase letter and a special character', () => {
    expect(meetsPasswordRule('Abcdef!')).toBe(true);
  });

  it.each([
    ['Abcde!', 'too short'],
    ['abcdef!', 'no uppercase'],
    ['Abcdefg', 'no special character'],
    ['Abcdef1', 'a digit is not special'],
  ])('refuses %s (%s)', (password) => {
    expect(meetsPasswordRule(password)).toBe(false);
  });

  it('counts accented capitals and spaces the way a person does', () => {
    expect(meetsPasswordRule('élan Été')).toBe(true);
  });

  it('reports each rule separately for the live list', () => {
    expect(checkPasswordRules('abc')).toEqual([
      { rule: 'min_length', met: false },
      { rule: 'uppercase', met: false },
      { rule: 'special', met: false },
    ]);
  });

  it('refuses more than the maximum length instead of truncating', () => {
    const long = 'A!' + 'a'.repeat(PASSWORD_MAX_LENGTH - 1);
    expect(meetsPasswordRule(long)).toBe(false);
    expect(meetsPasswordRule(long.slice(0, PASSWORD_MAX_LENGTH))).toBe(true);
  });
});
