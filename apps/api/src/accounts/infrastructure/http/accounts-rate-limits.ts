import { growingDelay, windowLimit, type RateLimitDoc } from '../../../platform/rate-limit/rate-limit-docs.js';
import { DAY, HOUR, SEND_LIMITS, VERIFY_LIMIT } from '../../../verification/index.js';
import { ACCOUNT_DELAYS, ADDRESS_DELAYS, SIGN_IN_WINDOW_MS } from '../../application/authenticate-user/authenticate-user.command.js';

/** The limits of the contract, from the constants the use cases count with. */

/** Every call that mails a six-digit code (the verification context's send limits). */
export const CODE_SEND_LIMITS: readonly RateLimitDoc[] = [
  windowLimit('code', 'e-mail address and purpose', { limit: 1, windowMs: SEND_LIMITS.lockMs, code: 'resend_too_soon' }),
  windowLimit('codes', 'e-mail address', { limit: SEND_LIMITS.perHour, windowMs: HOUR }),
  windowLimit('codes', 'e-mail address', { limit: SEND_LIMITS.perDay, windowMs: DAY }),
];

/** Every call that checks a six-digit code (besides the 5 tries each code allows). */
export const CODE_CHECK_LIMITS: readonly RateLimitDoc[] = [windowLimit('code checks', 'e-mail address', VERIFY_LIMIT)];

/** Both sign-ins: growing delays per account (a browser that signed in before has its own) and per client address. */
export const SIGN_IN_LIMITS: readonly RateLimitDoc[] = [
  growingDelay('failed sign-ins', 'account', ACCOUNT_DELAYS, SIGN_IN_WINDOW_MS),
  growingDelay('failed sign-ins', 'client address', ADDRESS_DELAYS, SIGN_IN_WINDOW_MS),
];
