import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '../lib/scroll';

/**
 * Every navigation starts at the top-left of the page (SPEC.md section 2), except a link to
 * a section (`/#about-us`): then the page scrolls to that section once it has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  return null;
}
