import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/**
 * SPEC.md section 4: while `dirty`, any navigation away from the page (a link, a redirect, the
 * browser's Back and Forward) waits for a confirmation, shown by the caller while `asking`;
 * closing or reloading the tab shows the browser's own warning. A move within the page (one of
 * its anchors) leaves nothing behind and is not held.
 */
export function useLeaveGuard(dirty: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the warning.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const { proceed: proceedBlocked, reset } = blocker;
  /** Carries on with the held navigation (after the caller saved or reset). */
  const proceed = useCallback(() => proceedBlocked?.(), [proceedBlocked]);
  /** Cancels the held navigation: the user stays on the page. */
  const stay = useCallback(() => reset?.(), [reset]);

  return { asking: blocker.state === 'blocked', proceed, stay };
}
