import { ApiError } from '@mercato/api-client';

/**
 * The code of a failed call: the answer's code, `network_error` when no answer came, null for
 * anything unexpected (the caller then shows its own fallback text).
 */
export function failureCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** True when the call got no answer at all (offline, server down, blocked). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * The seconds of a 429's Retry-After header, when the transport passes them on
 * (`ApiError.retryAfterSeconds`); null otherwise, and the caller falls back to its own lock.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = error.retryAfterSeconds;
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
