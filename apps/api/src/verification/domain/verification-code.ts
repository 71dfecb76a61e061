import { randomInt } from 'node:crypto';
import { RESEND_LOCK_SECONDS, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from '@mercato/contracts';

/** What a code proves: the owner of an address registering, resetting a password, or changing e-mail. */
export const CODE_PURPOSES = ['register', 'reset', 'change_old_email', 'change_new_email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Six digits from a cryptographic source, leading zeros included. */
export function generateCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH).toString().padStart(VERIFICATION_CODE_LENGTH, '0');
}

export function isWellFormedCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000);
}

/** How often a code may be sent to one address (DESIGN.md); the resend lock is the countdown the forms show. */
export const SEND_LIMITS = {
  lockMs: RESEND_LOCK_SECONDS * 1000,
  perHour: 5,
  perDay: 10,
} as const;

/** A confirmed reset code allows one new password within this time. */
export const RESET_CONFIRMATION_TTL_MS = VERIFICATION_CODE_TTL_SECONDS * 1000;
