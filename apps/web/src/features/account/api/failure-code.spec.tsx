import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@mercato/api-client';
import { failureCode, isNetworkFailure, retryAfterSeconds } from './failure-code';

describe('failure codes', () => {
  it('reads the code of an answer, tells a missing answer apart, and leaves anything else to the fallback', () => {
    expect(failureCode(new ApiError(401, 'invalid_credentials', null))).toBe('invalid_credentials');
    expect(isNetworkFailure(new ApiError(401, 'invalid_credentials', null))).toBe(false);
    expect(isNetworkFailure(new ApiError(0, 'network_error', null))).toBe(true);
    expect(failureCode(new Error('boom'))).toBeNull();
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });

  it('takes the Retry-After seconds when the transport passes them on', () => {
    const tooSoon = Object.assign(new ApiError(429, 'resend_too_soon', null), { retryAfterSeconds: 12 });
    expect(retryAfterSeconds(tooSoon)).toBe(12);
    expect(retryAfterSeconds(new ApiError(429, 'resend_too_soon', null))).toBeNull();
    expect(retryAfterSeconds(Object.assign(new ApiError(429, 'x', null), { retryAfterSeconds: -1 }))).toBeNull();
  });
});
