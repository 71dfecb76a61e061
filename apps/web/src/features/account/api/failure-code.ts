import { ApiError } from '@mercato/api-client';

/**
 * The code the server gave a failed call; null when it gave none (no answer at all, an answer
 * without a code, anything unexpected): the caller then shows its own fallback text, e.g.
 * `login_failed` or `registration_failed` (SPEC.md section 8). Callers that have a text for a
 * missing answer ask `isNetworkFailure` first.
 */
export function failureCode(error: unknown): string | null {
  return error instanceof ApiError && error.status !== 0 ? error.code : null;
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

/**
 * The answer of a call that succeeded by its status; one that still says `success: false` is
 * turned into the failure it reports (its `error_code`, `error` or `message`), so a client
 * never takes a refusal for a success, whatever status a server or a proxy gave it.
 */
export function succeeded<T extends { success?: boolean | null }>(answer: T): T {
  if (answer.success !== false) return answer;
  const fields = answer as Record<string, unknown>;
  const code = [fields['error_code'], fields['error'], fields['message']].find((value) => typeof value === 'string' && value !== '');
  throw new ApiError(200, (code as string | undefined) ?? null, answer);
}
