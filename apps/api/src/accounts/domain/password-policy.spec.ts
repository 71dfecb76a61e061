import { describe, expect, it } from '@jest/globals';
import { passwordProblem } from './password-policy.js';

const commonList = new Set(['password1', 'letmein!', 'sommer2024']);
const isCommon = (candidate: string): boolean => commonList.has(candidate);
const never = (): boolean => false;

describe('password policy', () => {
  it('accepts 7 characters with an uppercase letter and a special character, refuses 6', () => {
    expect(passwordProblem('Abcdef!', never)).toBeNull();
    expect(passwordProblem('Abcde!', never)).toBe('rule');
  });

  it('counts characters, not UTF-16 units, towards the minimum', () => {
    // 6 characters but 7 UTF-16 units.
    expect(passwordProblem('Abcd!😀', never)).toBe('rule');
    expect(passwordProblem('Abcde!😀', never)).toBeNull();
  });

  it.each(['abcdef!', 'abcdéf!', '1234567!'])('needs an uppercase letter: refuses %j', (password) => {
    expect(passwordProblem(password, never)).toBe('rule');
  });

  it.each(['Ébcdef!', 'ßÖrtli-x', 'Straße!'])('takes uppercase letters beyond ASCII: accepts %j', (password) => {
    expect(passwordProblem(password, never)).toBeNull();
  });

  it.each(['Abcdefg', 'Abcdef1', 'Abcdéfg', 'Abcdef١', 'ABCDÉÈÀ'])(
    'needs a character that is neither letter nor digit: refuses %j',
    (password) => {
      expect(passwordProblem(password, never)).toBe('rule');
    },
  );

  it.each(['Abc def', 'Abcdef_', 'Abcdef€', ' Abcdef', 'Abcdef😀'])('counts any non-letter non-digit as special: accepts %j', (password) => {
    expect(passwordProblem(password, never)).toBeNull();
  });

  it('accepts 128 characters and refuses 129 instead of truncating', () => {
    const at128 = 'A!' + 'a'.repeat(126);
    expect(at128).toHaveLength(128);
    expect(passwordProblem(at128, never)).toBeNull();
    expect(passwordProblem(at128 + 'a', never)).toBe('too_long');
    // Characters as a person counts them: 2 + 126 emoji are 128 characters (254 UTF-16 units), still allowed.
    const emoji128 = 'A!' + '😀'.repeat(126);
    expect(passwordProblem(emoji128, never)).toBeNull();
    expect(passwordProblem(emoji128 + '😀', never)).toBe('too_long');
    expect(passwordProblem('a'.repeat(500), never)).toBe('too_long');
  });

  it.each([undefined, null, '', 12345678, ['Abcdef!']])('reports %j as missing', (password) => {
    expect(passwordProblem(password, never)).toBe('missing');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('LetMeIn!', isCommon)).toBe('common');
    expect(passwordProblem('LETMEIN!', isCommon)).toBe('common');
  });

  it('refuses a common password decorated with special characters', () => {
    expect(passwordProblem('Password1!', isCommon)).toBe('common');
    expect(passwordProblem('#Sommer-2024#', isCommon)).toBe('common');
    expect(passwordProblem('Password12!', isCommon)).toBeNull();
  });

  it('asks the list only with lower-cased candidates', () => {
    const asked: string[] = [];
    passwordProblem('Zürich-Bistro', (candidate) => {
      asked.push(candidate);
      return false;
    });
    expect(asked).toContain('zürich-bistro');
    expect(asked.every((candidate) => candidate === candidate.toLowerCase())).toBe(true);
  });
});
