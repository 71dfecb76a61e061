import { jest } from '@jest/globals';
import { act } from '@testing-library/react';

/**
 * Fake timers (and Date) for the tests of delays and countdowns. Testing Library advances
 * fake timers inside `waitFor` only when it finds the `jest` global, which ES module tests lack.
 */
export function installFakeTimers(): void {
  jest.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = jest;
}

export function uninstallFakeTimers(): void {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
}

/** Lets `ms` pass, with React updates flushed. */
export async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
