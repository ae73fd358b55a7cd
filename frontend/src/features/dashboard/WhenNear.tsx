import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a block starts rendering: a quarter of a phone's screen ahead of the reader. */
const AHEAD = '200px 0px';

type Turn = () => void;
/** The blocks waiting to render while the browser is idle, in the order they are on the page, and whose turn it is. */
const waiting: Turn[] = [];
let rendering: Turn | null = null;

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 50);

/** The page's load event: idle turns wait for it, so they never compete with what the page is still loading. */
let loaded: Promise<void> | undefined;
const pageLoaded = () =>
  (loaded ??= new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }));

function nextTurn() {
  if (rendering || waiting.length === 0) return;
  void pageLoaded().then(() =>
    whenIdle(() => {
      if (rendering) return;
      rendering = waiting.shift() ?? null;
      rendering?.();
    }),
  );
}

/** A block's idle turn is over (it rendered, or it left the page): the next one waits for the browser's next idle. */
function endTurn(turn: Turn) {
  const at = waiting.indexOf(turn);
  if (at >= 0) waiting.splice(at, 1);
  if (rendering === turn) rendering = null;
  nextTurn();
}

/**
 * A block below the first screen, rendered once it nears the screen or, failing that, while the browser is idle,
 * one such block per idle moment (issue 29: the dashboard's tabs rendered their whole length at once, in tasks of
 * hundreds of ms on a phone). Until then it holds `reserve` px of height, about the block's own, so that nothing
 * moves when it comes and the page is as long as it will be. Every block is rendered soon after the page has settled
 * (the idle turns), so keyboard and screen-reader users, who do not scroll to it, find it there too. `idle={false}`
 * waits for the screen alone: for what is only seen (a chart's picture, whose figures are in the page as text).
 * Without IntersectionObserver (an old browser, a test's DOM) the block renders at once.
 */
export function WhenNear({
  reserve,
  idle = true,
  className,
  children,
}: {
  reserve: number;
  idle?: boolean;
  /** The placeholder's place in its container's layout (a grid column), when the block's own is not the default. */
  className?: string;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const turn: Turn = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) turn();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    if (idle) {
      waiting.push(turn);
      nextTurn();
    }
    // Run once the block has rendered (`near` changed: its content is committed) or has left the page.
    return () => {
      observer.disconnect();
      if (idle) endTurn(turn);
    };
  }, [near, idle]);

  if (!near) {
    const classes = className ? `pw-when-near ${className}` : 'pw-when-near';
    return <div ref={placeholder} className={classes} style={{ minHeight: reserve }} aria-hidden="true" />;
  }
  return children;
}
