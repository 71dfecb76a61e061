import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds left until a deadline, counting down to 0; `restart(seconds)` sets a new one.
 * It counts towards a deadline rather than by decrements, so a throttled background tab stays right.
 */
export function useCountdown(initialSeconds: number): { secondsLeft: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const safe = Math.max(0, Math.ceil(seconds));
    setDeadline(Date.now() + safe * 1000);
    setSecondsLeft(safe);
  }, []);

  return { secondsLeft, restart };
}
