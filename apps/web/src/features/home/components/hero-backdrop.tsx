import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../../shared/lib/scroll';

const VIDEO = { webm: '/video/hero.webm', mp4: '/video/hero.mp4', poster: '/video/hero-poster.jpg' };

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Follows the visitor's reduced-motion setting, also when it changes while the page is open.
 * The prerendered page (and its hydration) shows the still: nothing moves before the browser
 * has said that motion is welcome.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}

/**
 * SPEC.md section 2: the looping background video of the home page, muted and inline (so
 * phones play it in place), decorative only. Visitors who ask for less motion get its still.
 */
export function HeroBackdrop() {
  const reduced = useReducedMotion();
  return (
    <div className="hero__backdrop" aria-hidden="true">
      {reduced ? (
        <img className="hero__still" src={VIDEO.poster} alt="" fetchPriority="high" />
      ) : (
        <video className="hero__video" autoPlay muted loop playsInline preload="auto" poster={VIDEO.poster} tabIndex={-1}>
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
        </video>
      )}
    </div>
  );
}
