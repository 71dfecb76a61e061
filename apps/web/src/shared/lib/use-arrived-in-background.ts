import { useDeferredValue } from 'react';

/**
 * Server data a screen renders in the background once it arrives: React Query hands a result
 * over through `useSyncExternalStore`, whose updates React renders in one synchronous task
 * (a page of 12 product cards was one task of about 120 ms on a mid-range phone). This answers
 * a deferred copy instead, rendered at transition priority in slices the browser can interleave
 * with input and painting; until then the screen keeps what it showed. A value that has not
 * arrived (undefined) is answered at once, so a screen waiting for its data shows its skeleton
 * right away, never the deferred value from before.
 */
export function useArrivedInBackground<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return value === undefined ? undefined : deferred;
}
