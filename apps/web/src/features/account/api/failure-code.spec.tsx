import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@mercato/api-client';
import { failureCode, isNetworkFailure, retryAfterSeconds, succeeded } from './failure-code';

describe('failure codes', () => {
  it('reads the code of an answer, tells a missing answer apart, and leaves anything else to the fallback', () => {
    expect(failureCode(new ApiError(401, 'invalid_credentials', null))).toBe('invalid_credentials');
    expect(isNetworkFailure(new ApiError(401, 'invalid_credentials', null))).toBe(false);
    expect(isNetworkFailure(new ApiError(0, 'network_error', null))).toBe(true);
    expect(failureCode(new ApiError(0, 'network_error', null))).toBeNull();
    expect(failureCode(new ApiError(502, null, '<html>Bad gateway</html>'))).toBeNull();
    expect(failureCode(new Error('boom'))).toBeNull();
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });

  it('takes the Retry-After seconds when the transport passes them on', () => {
    const tooSoon = Object.assign(new ApiError(429, 'resend_too_soon', null), { retryAfterSeconds: 12 });
    expect(retryAfterSeconds(tooSoon)).toBe(12);
    expect(retryAfterSeconds(new ApiError(429, 'resend_too_soon', null))).toBeNull();
    expect(retryAfterSeconds(Object.assign(new ApiError(429, 'x', null), { retryAfterSeconds: -1 }))).toBeNull();
  });

  it('takes an answer that says it failed for the failure it reports, whatever its status', () => {
    const fine = { success: true, message: 'code_confirmed' };
    expect(succeeded(fine)).toBe(fine);
    expect(succeeded({ exists: true } as { success?: boolean })).toEqual({ exists: true });
    for (const [answer, code] of [
      [{ success: false, error_code: 'invalid_credentials' }, 'invalid_credentials'],
      [{ success: false, error: 'invalid_or_expired_code' }, 'invalid_or_expired_code'],
      [{ success: false, message: 'code_not_confirmed' }, 'code_not_confirmed'],
      [{ success: false, error_code: null }, null],
    ] as const) {
      let thrown: unknown = null;
      try {
        succeeded(answer);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(failureCode(thrown)).toBe(code);
    }
  });
});
