import { DomainError } from './domain-error.js';

/** What any context may know of the signed-in user (the accounts context's User has it all). */
export interface SessionUserInfo {
  readonly id: number;
  readonly verified: boolean;
  readonly isAdmin: boolean;
}

/** The user id a payload names: a whole number, or its digits as text (a form, a query); null when it names none. */
export function namedUserId(named: unknown): number | null {
  const id = typeof named === 'number' ? named : typeof named === 'string' && /^\d+$/.test(named.trim()) ? Number(named) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * DESIGN.md: identity comes from the session, never from the payload. A call that names a
 * user answers 401 when nobody is signed in and 403 unless it names the signed-in user (or
 * the caller is an admin); the named id is only kept for compatibility.
 */
export function requireNamedUser(user: SessionUserInfo | null, named: unknown): number {
  if (!user) throw new DomainError('unauthorized');
  const id = namedUserId(named);
  if (id === null) throw new DomainError('missing_user_id_or_email');
  if (id !== user.id && !user.isAdmin) throw new DomainError('forbidden');
  return id;
}
