/**
 * The one password rule of SPEC.md section 5 and DESIGN.md, for register, reset and change,
 * checked in the forms (live list) and again on the server.
 */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_IDS = ['min_length', 'uppercase', 'special'] as const;
export type PasswordRuleId = (typeof PASSWORD_RULE_IDS)[number];

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length;

const checks: Record<PasswordRuleId, (password: string) => boolean> = {
  min_length: (p) => passwordLength(p) >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /\p{Lu}/u.test(p),
  special: (p) => /[^\p{L}\p{N}]/u.test(p),
};

export interface PasswordRuleResult {
  rule: PasswordRuleId;
  met: boolean;
}

/** Each rule with whether the password meets it, in display order. */
export function checkPasswordRules(password: string): PasswordRuleResult[] {
  return PASSWORD_RULE_IDS.map((rule) => ({ rule, met: checks[rule](password) }));
}

/** True when every rule is met and the password is not longer than the maximum (never truncated). */
export function meetsPasswordRule(password: string): boolean {
  return passwordLength(password) <= PASSWORD_MAX_LENGTH && checkPasswordRules(password).every((r) => r.met);
}
