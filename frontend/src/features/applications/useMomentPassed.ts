import { useEffect, useReducer } from 'react';

/** setTimeout's longest delay (about 24.8 days); a moment further away is looked at again after it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const hasPassed = (iso: string | null) => iso === null || Date.parse(iso) <= Date.now();

/**
 * Whether a server moment (`nextAttemptAt`, `reapplyAt`) has come, by this browser's clock; true for null.
 * The page changes by itself when it comes (the Begin or Apply Again button appears), without a reload.
 */
export function useMomentPassed(iso: string | null): boolean {
  const [, lookAgain] = useReducer((count: number) => count + 1, 0);
  const passed = hasPassed(iso);
  useEffect(() => {
    if (iso === null || hasPassed(iso)) return undefined;
    const timer = setTimeout(lookAgain, Math.min(Date.parse(iso) - Date.now(), LONGEST_TIMER_MS) + 50);
    return () => clearTimeout(timer);
  }, [iso, passed]);
  return passed;
}
