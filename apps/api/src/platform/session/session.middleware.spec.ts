import { describe, expect, it } from '@jest/globals';
import { goesWithoutSession, SESSION_COOKIE } from './session.middleware.js';

const request = (method: string, cookie?: string) => ({ method, headers: cookie === undefined ? {} : { cookie } });

/** Issue 16: reads without a session cookie skip express-session's throwaway session; everything else loads and checks one. */
describe('goesWithoutSession', () => {
  it('skips the session for a read (GET, HEAD) without the session cookie', () => {
    expect(goesWithoutSession(request('GET'))).toBe(true);
    expect(goesWithoutSession(request('HEAD'))).toBe(true);
    expect(goesWithoutSession(request('GET', 'lang=fr; theme=dark'))).toBe(true);
  });

  it('loads the session for any request that carries the session cookie, wherever it stands in the header', () => {
    expect(goesWithoutSession(request('GET', `${SESSION_COOKIE}=s%3Aabc.def`))).toBe(false);
    expect(goesWithoutSession(request('GET', `lang=fr; ${SESSION_COOKIE}=s%3Aabc.def`))).toBe(false);
    expect(goesWithoutSession(request('HEAD', `${SESSION_COOKIE}=`))).toBe(false);
  });

  it('loads the session for every write, with or without a cookie (sign-in, reset grants and sign-out need one)', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(goesWithoutSession(request(method))).toBe(false);
      expect(goesWithoutSession(request(method, 'lang=fr'))).toBe(false);
    }
  });
});
