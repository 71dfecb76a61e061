import { readJson, readStorage, removeStorage, writeJson, writeStorage } from '../../../shared/lib/local-storage';

/**
 * What the code flows keep in the browser between pages (SPEC.md section 3): the pending
 * registration (who is verifying, how, and for which flow), a copy of the registration data
 * without the passwords, and the e-mail of a password reset.
 */
export const PENDING_REGISTRATION_KEY = 'pendingRegistration';
export const PENDING_USER_KEY = 'pendingUser';
export const RESET_EMAIL_KEY = 'resetEmail';

export type VerificationPurpose = 'register' | 'reset';

export interface PendingVerification {
  /** The e-mail the code was sent to. */
  identifier: string;
  method: 'email';
  type: VerificationPurpose;
}

/** The registration form as sent, minus the passwords. */
export interface PendingUser {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  restaurantName: string;
  restaurantAddress: string;
  promo_code?: string;
  lang: string;
}

function isPendingVerification(value: unknown): value is PendingVerification {
  if (!value || typeof value !== 'object') return false;
  const { identifier, type } = value as Partial<PendingVerification>;
  return typeof identifier === 'string' && identifier.trim() !== '' && (type === 'register' || type === 'reset');
}

/** The pending registration, or null when there is none (or it is damaged). */
export function readPendingVerification(): PendingVerification | null {
  const value = readJson(PENDING_REGISTRATION_KEY);
  return isPendingVerification(value) ? value : null;
}

/** After a successful registration: the code was mailed to `user.email`. */
export function savePendingRegistration(user: PendingUser): void {
  writeJson(PENDING_REGISTRATION_KEY, { identifier: user.email, method: 'email', type: 'register' } satisfies PendingVerification);
  writeJson(PENDING_USER_KEY, user);
}

/** The registration is verified: nothing of it is needed any more. */
export function clearPendingRegistration(): void {
  removeStorage(PENDING_REGISTRATION_KEY);
  removeStorage(PENDING_USER_KEY);
}

/** After a reset code was requested for `email`. */
export function savePendingReset(email: string): void {
  writeStorage(RESET_EMAIL_KEY, email);
  writeJson(PENDING_REGISTRATION_KEY, { identifier: email, method: 'email', type: 'reset' } satisfies PendingVerification);
}

/** The e-mail whose password is being reset, or null. */
export function readResetEmail(): string | null {
  const email = readStorage(RESET_EMAIL_KEY);
  return email && email.trim() !== '' ? email : null;
}

/** The new password is set: the reset flow is over. */
export function clearPendingReset(): void {
  removeStorage(RESET_EMAIL_KEY);
  removeStorage(PENDING_REGISTRATION_KEY);
}
