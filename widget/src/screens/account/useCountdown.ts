import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline. Counted from the clock, not from ticks: a background tab
 * slows timers down, and the countdown must still end when the server allows a new code.
 */
export function useCountdown(initialSeconds = 0) {
  // Running from the first render: no frame where the resend button looks available.
  const [deadline, setDeadline] = useState<number | null>(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null));
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, running: deadline !== null, start, stop };
}
