import { startTransition, useEffect, useState } from 'react';

/** The rows a list draws in its first commit, then how many more each later one adds (a phone shows one or two). */
export const FIRST_ROWS = 4;
export const MORE_ROWS = 4;

/**
 * A list's rows as it first draws them, a few at a time (issue 29): antd's rows (a card's or a table row's tags,
 * buttons and their confirmations) are committed in one piece React cannot split, and twenty of them at once held
 * the main thread for 200-400 ms on a phone as the admin console opened. The first few come with the list, the rest
 * in later transitions, one task each, so a tap between them is answered. Only the list's first answer: a page turned,
 * filtered or sorted afterwards is drawn whole, as the person asked for it. `pending` says rows are still to come.
 */
export function useRowsInSteps<Row>(rows: readonly Row[] | undefined): { rows: readonly Row[]; pending: boolean } {
  const [shown, setShown] = useState(FIRST_ROWS);
  const all = rows ?? [];
  const pending = all.length > shown;
  const arrived = rows !== undefined;
  const total = all.length;
  useEffect(() => {
    if (!arrived || shown === Infinity) return;
    // Once the first answer is drawn whole, every later one is too.
    const next = (count: number) => (count + MORE_ROWS < total ? count + MORE_ROWS : Infinity);
    const timer = setTimeout(() => startTransition(() => setShown(next)), 0);
    return () => clearTimeout(timer);
  }, [arrived, total, shown]);
  return { rows: pending ? all.slice(0, shown) : all, pending };
}
