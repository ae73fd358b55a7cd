import { useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left, counted down from what the server said when the sheet arrived (its clock, not the
 * browser's date, decides). Calls `onExpire` once when the count reaches zero.
 */
export function useCountdown(remainingSeconds: number, onExpire: () => void): number {
  const [endsAt] = useState(() => Date.now() + remainingSeconds * 1000);
  const left = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const expire = useRef(onExpire);
  const expired = useRef(false);

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => {
      const now = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  return seconds;
}
