import { useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left, counted down from what the server said when the sheet arrived (its clock, not the
 * browser's date, decides), and from its newer word when the sheet is read again (the page's first sheet, rendered on
 * the server, is as old as the page). Calls `onExpire` once when the count reaches zero. The first count is the
 * server's figure itself, so the server's render and the hydrating browser show the same time.
 */
export function useCountdown(remainingSeconds: number, onExpire: () => void): number {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil(remainingSeconds)));
  const expire = useRef(onExpire);
  const expired = useRef(false);

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  // Counted from when the server's word reached the page, and again from each newer word.
  useEffect(() => {
    const endsAt = Date.now() + remainingSeconds * 1000;
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
  }, [remainingSeconds]);

  return seconds;
}
