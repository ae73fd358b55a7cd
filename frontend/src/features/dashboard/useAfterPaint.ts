import { startTransition, useEffect, useState } from 'react';

/** Calls `then` once the browser has painted what is on screen now (the frame after the next one starts). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render (the server's too, so hydration matches) and true once what it rendered has been painted,
 * set in a transition: React renders what waited for it in short slices, leaving the main thread free in between.
 * The dashboard renders in steps with it (issue 17): its first view, then the tabs, then the cards below them.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, []);
  return painted;
}
