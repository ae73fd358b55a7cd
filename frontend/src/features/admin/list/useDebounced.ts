import { useEffect, useState } from 'react';

/** Searching starts once typing pauses, so a name typed quickly costs one request, not one per letter. */
export const SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebounced<Value>(value: Value, delay = SEARCH_DELAY_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The server refuses an empty or blank search: no text means no search. */
export const searchOf = (text: string) => text.trim() || undefined;
