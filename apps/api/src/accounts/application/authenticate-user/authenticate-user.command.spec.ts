import { describe, expect, it } from '@jest/globals';
import { delayAfter } from '../../../platform/rate-limit/rate-limit-store.port.js';

describe('login delays', () => {
  it('are free for the first tries, then double from 30 s up to 15 minutes', () => {
    const rule = { freeTries: 5, baseMs: 30_000, maxMs: 15 * 60_000 };
    expect([0, 4].map((n) => delayAfter(n, rule))).toEqual([0, 0]);
    expect([5, 6, 7].map((n) => delayAfter(n, rule))).toEqual([30_000, 60_000, 120_000]);
    expect(delayAfter(50, rule)).toBe(15 * 60_000);
  });
});
