import { describe, expect, it } from '@jest/globals';
import { loginDelayMs } from './authenticate-user.command.js';

describe('login delays', () => {
  it('are free for the first tries, then double from 30 s up to 15 minutes', () => {
    expect([0, 4].map((n) => loginDelayMs(n, 5))).toEqual([0, 0]);
    expect([5, 6, 7].map((n) => loginDelayMs(n, 5))).toEqual([30_000, 60_000, 120_000]);
    expect(loginDelayMs(50, 5)).toBe(15 * 60_000);
  });
});
