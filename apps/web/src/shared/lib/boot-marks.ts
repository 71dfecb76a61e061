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
 */
export function useForgetBootMarks(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) forgetBootMarks();
  }, [hydrated]);
}
