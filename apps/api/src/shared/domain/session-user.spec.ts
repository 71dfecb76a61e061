import { describe, expect, it } from '@jest/globals';
import { requireNamedUser } from './session-user.js';

const chef = { id: 7, verified: true, isAdmin: false };

describe('requireNamedUser', () => {
  it('accepts the signed-in user, named as number or text', () => {
    expect(requireNamedUser(chef, 7)).toBe(7);
    expect(requireNamedUser(chef, '7')).toBe(7);
  });

  it('answers 401 without a session, 403 for another user, 400 for no user', () => {
    expect(() => requireNamedUser(null, 7)).toThrow('unauthorized');
    expect(() => requireNamedUser(chef, 8)).toThrow('forbidden');
    expect(() => requireNamedUser(chef, undefined)).toThrow('missing_user_id_or_email');
    expect(() => requireNamedUser(chef, '7 OR 1=1')).toThrow('missing_user_id_or_email');
  });

  it('lets an admin name anyone', () => {
    expect(requireNamedUser({ ...chef, isAdmin: true }, 8)).toBe(8);
  });
});
