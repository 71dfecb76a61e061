import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

/** The marks boot.js puts on `<html>` before the first paint of a prerendered page. */
const BOOT_MARKS = ['data-boot-user', 'data-boot-cart', 'data-boot-staff', 'data-boot-other-language'] as const;

/** Removes the marks of boot.js. */
export function forgetBootMarks(): void {
  for (const mark of BOOT_MARKS) document.documentElement.removeAttribute(mark);
}

/**
 * Once the app has adopted the prerendered page and shows this browser's own state (its user,
 * its cart), the stylesheet no longer needs boot.js's marks to hide the visitor's view.
 *
 * A component of its own that renders nothing: the render right after hydration (which the
 * "hydrated" state asks for) is then this one alone, not the whole page frame's. It comes in
 * the same synchronous pass as the components that switch to the browser's user and cart, so
 * the marks go in the same commit as the visitor's view appears.
 */
export function ForgetBootMarks(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    forgetBootMarks();
    // The page answers clicks and keys from now on (a prerendered one only shows, until here).
    document.documentElement.setAttribute(LIVE_MARK, '');
  }, [hydrated]);
  return null;
}

/** On `<html>` once the app runs the page: what the browser journeys wait for after loading one. */
export const LIVE_MARK = 'data-app-live';
