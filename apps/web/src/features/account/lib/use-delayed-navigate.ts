import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after a delay (the success message stays readable meanwhile); leaving the page
 * first cancels it.
 */
export function useDelayedNavigate(): (to: string, delayMs: number, state?: unknown) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to, delayMs, state) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { state }), delayMs);
    },
    [navigate],
  );
}
