import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React adopts a page the server sent already rendered (and in that prerender
 * itself), true from the render right after, and always true in a page rendered in the
 * browser. What only the browser knows (the stored cart, the signed-in user) waits for it, so
 * the prerendered page never shows someone else's state, and hydration finds what it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
