import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../shared/lib/scroll';

const VIDEO = { webm: '/video/hero.webm', mp4: '/video/hero.mp4', poster: '/video/hero-poster.jpg' };

/** Follows the visitor's reduced-motion setting, also when it changes while the page is open. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
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
        <img className="hero__still" src={VIDEO.poster} alt="" />
      ) : (
        <video className="hero__video" autoPlay muted loop playsInline preload="auto" poster={VIDEO.poster} tabIndex={-1}>
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
        </video>
      )}
    </div>
  );
}
