import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a block starts rendering: a quarter of a phone's screen ahead of the reader. */
const AHEAD = '200px 0px';

type Turn = () => void;
/** The blocks waiting to render while the browser is idle, in the order they are on the page. */
const waiting: Turn[] = [];

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 50);

/** What says the reader is going on from the first screen: a key, a pointer, a wheel or a scroll, a focus moved. */
const GOING_ON = ['keydown', 'pointerdown', 'wheel', 'scroll', 'focusin'] as const;
/** Failing that, how long after the page's load event the idle turns begin anyway. */
const SETTLED_MS = 3000;

/**
 * The idle turns begin at the reader's first sign of going on, or once the page has loaded and settled: not while
 * the first screen is still being loaded and drawn, which the rendering of blocks out of sight would only delay.
 */
let goingOn: Promise<void> | undefined;
const readerGoesOn = () =>
  (goingOn ??= new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const begin = () => {
      for (const type of GOING_ON) window.removeEventListener(type, begin, true);
      window.removeEventListener('load', settle);
      clearTimeout(timer);
      resolve();
    };
    const settle = () => (timer = setTimeout(begin, SETTLED_MS));
    for (const type of GOING_ON) window.addEventListener(type, begin, { capture: true, passive: true });
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  }));

/**
 * The idle turn: every block still waiting renders at the browser's next idle moment, in one transition (React renders
 * it in slices and commits it once: one block per idle moment made a commit, with its style and layout of the whole
 * page, per block, which Lighthouse measured as more blocking time, not less).
 */
let turnAsked = false;
function nextTurn() {
  if (turnAsked || waiting.length === 0) return;
  turnAsked = true;
  void readerGoesOn().then(() =>
    whenIdle(() => {
      turnAsked = false;
      startTransition(() => {
        for (const turn of waiting.splice(0)) turn();
      });
    }),
  );
}

/** A block that rendered (near the screen) or left the page no longer waits for the idle turn. */
function endTurn(turn: Turn) {
  const at = waiting.indexOf(turn);
  if (at >= 0) waiting.splice(at, 1);
}

/**
 * A block below the first screen, rendered once it nears the screen or, failing that, in the idle turn: at the
 * browser's first idle moment once the reader shows a sign of going on or the page has settled (issue 29: the
 * dashboard's tabs rendered their whole length as the page loaded, in tasks of hundreds of ms on a phone). Until then it holds `reserve` px of height, about the block's own, so that nothing moves when it comes
 * and the page is as long as it will be, and says it is busy (`aria-busy`). Every block is rendered within seconds
 * of the page's load, so keyboard and screen-reader users, who need not scroll to it, find it there too.
 * `idle={false}` waits for the screen alone: for what is only seen (a chart's picture, whose figures are in the page
 * as text). Without IntersectionObserver (an old browser, a test's DOM) the block renders at once.
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
    return (
      <div
        ref={placeholder}
        className={classes}
        style={{ minHeight: reserve }}
        aria-hidden="true"
        aria-busy={idle || undefined}
      />
    );
  }
  return children;
}
