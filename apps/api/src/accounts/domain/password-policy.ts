import { meetsPasswordRule, PASSWORD_MAX_LENGTH, passwordLength } from '@mercato/contracts';

export type PasswordProblem = 'missing' | 'rule' | 'too_long' | 'common';

/**
 * DESIGN.md: exactly the SPEC.md rule, at most 128 characters (never truncated), and none of
 * the most used passwords. `isCommon` answers for a lower-cased candidate.
 */
export function passwordProblem(password: unknown, isCommon: (candidate: string) => boolean): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'missing';
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!meetsPasswordRule(password)) return 'rule';
  const lower = password.toLowerCase();
  // "Password1!" is "password1" with a decoration: both forms are checked.
  const bare = lower.replace(/[^\p{L}\p{N}]/gu, '');
  if (isCommon(lower) || (bare.length >= 4 && isCommon(bare))) return 'common';
  return null;
}
