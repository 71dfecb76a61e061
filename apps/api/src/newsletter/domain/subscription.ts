import { resolveLanguage, type Language } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { normalizeEmail } from '../../shared/domain/email-address.js';

/** A newsletter subscription: who, in which language, since when they consented, and how they leave. */
export interface Subscription {
  readonly email: string;
  readonly language: Language;
  readonly consentedAt: Date;
  readonly unsubscribeToken: string;
}

export interface SubscriptionInput {
  readonly email?: unknown;
  readonly lang?: unknown;
  /**
   * The privacy consent of the form. SPEC.md's form sends only `{email}`, after the visitor
   * ticked the box, so a missing flag counts as given; an explicit "no" is refused.
   */
  readonly privacyAccepted?: unknown;
}

const REFUSED = new Set([false, 'false', '0', 0, 'no', 'off', '']);

/** Trims and lower-cases the address, so "  Chef@Bistro.ch " and "chef@bistro.ch" are one subscriber. */
export function subscribe(input: SubscriptionInput, now: Date, unsubscribeToken: string): Subscription {
  const email = normalizeEmail(input.email, 'invalid_email');
  if (input.privacyAccepted !== undefined && REFUSED.has(input.privacyAccepted as never)) {
    throw new DomainError('accept_privacy_required');
  }
  return { email, language: resolveLanguage(input.lang), consentedAt: now, unsubscribeToken };
}

/** Unsubscribe tokens are 43 URL-safe characters (32 random bytes); anything else is no token. */
export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Shows whose subscription a link cancels without spelling out the whole address: c***@bistro.ch. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
