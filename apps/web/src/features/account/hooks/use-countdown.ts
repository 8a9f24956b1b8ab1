import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the resend countdown ticks once a second. */
const TICK_MS = 1000;

/** Seconds left of a countdown (0 = idle); `start(n)` begins a new one of n seconds. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setSecondsLeft((seconds) => Math.max(0, seconds - 1));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, running, start };
}
