/** SPEC.md section 9: after navigating home, the section scroll waits 100 ms. */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to a page section and moves keyboard focus there, so the next Tab continues from it. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  keepInView(target);
  return true;
}

/**
 * A section stays pinned while what is above it (the category grid, its pictures) finishes
 * loading: until the page has kept its size for PIN_QUIET_MS with nothing on it still loading
 * (`aria-busy`, which every skeleton carries), at most PIN_MAX_MS. A fixed quiet time alone is
 * not enough: on a busy server the categories arrive seconds after the section has rendered.
 */
const PIN_QUIET_MS = 2_000;
const PIN_MAX_MS = 30_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const pageIsLoading = (): boolean => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Content above the section may still be loading when the scroll starts (skeleton cards turning
 * into real ones), which would push the section away from where the user asked to go. Until
 * the page has settled, any change of the page's size scrolls to the section again, and so
 * does the end of any scroll that did not stop on the section (a smooth scroll can end short
 * of it on a busy machine, the page's size unchanged: seen in the browser tests, 192 px
 * short); the user's own scrolling or typing ends that at once.
 */
function keepInView(target: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  let first = true;
  let quiet = 0;
  const settleLater = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(() => (pageIsLoading() ? settleLater() : stop()), PIN_QUIET_MS);
  };
  const observer = new ResizeObserver(() => {
    if (first) {
      first = false; // the initial report, not a change
      return;
    }
    target.scrollIntoView({ behavior: 'auto', block: 'start' });
    settleLater();
  });
  // Already on the section, this scrolls nothing (and so ends no further scroll).
  const realign = () => target.scrollIntoView({ behavior: 'auto', block: 'start' });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(quiet);
    window.removeEventListener('scrollend', realign);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, PIN_MAX_MS);
  settleLater();
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  window.addEventListener('scrollend', realign);
  observer.observe(document.body);
}
