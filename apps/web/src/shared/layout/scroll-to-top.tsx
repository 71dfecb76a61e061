import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '../lib/scroll';

/** How long a link to a section waits for its section to appear (a busy phone, a slow network). */
const SECTION_WAIT_MS = 10_000;

/**
 * Every navigation starts at the top-left of the page (SPEC.md section 2), except a link to
 * a section (`/#about-us`): then the page scrolls to that section once it has rendered. The
 * home page's sections render in their own Suspense boundaries, so on a busy device a section
 * may not exist yet 100 ms after the navigation: the scroll then waits for it to appear.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp = 0;
    const stopWaiting = () => {
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
    const timer = window.setTimeout(() => {
      if (scrollToSection(id) || typeof MutationObserver === 'undefined') return;
      observer = new MutationObserver(() => {
        if (scrollToSection(id)) stopWaiting();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(stopWaiting, SECTION_WAIT_MS);
    }, SECTION_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [pathname, hash, key]);

  return null;
}
