import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-app link the user tried to follow, held while the confirmation is open. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}`;
  // A link to this very page (or one of its anchors) leaves nothing behind.
  if (`${url.pathname}${url.search}` === here && to !== here && url.hash) return null;
  return to;
}

/**
 * SPEC.md section 4: while `dirty`, following an in-app link waits for a confirmation (the
 * caller shows it while `pendingTo` is set) and closing or reloading the tab shows the
 * browser's own warning. The app uses a plain `BrowserRouter`, so in-app links are caught
 * before the router sees them.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pendingTo, setPendingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the warning.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  /** Follows the held link (after the caller saved or reset). */
  const proceed = useCallback(() => {
    const to = pendingTo;
    setPendingTo(null);
    if (to !== null) navigate(to);
  }, [navigate, pendingTo]);

  /** Stays on the page. */
  const stay = useCallback(() => setPendingTo(null), []);

  return { pendingTo, proceed, stay };
}
