import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMUNITY_ACTIVITY_ID } from './CommunityActivity';
import type { DashboardTab } from './useDashboardTab';

/** The Overview pane mounts a moment after its tab is selected: look for the block a few times. */
const ATTEMPTS = 20;
const ATTEMPT_MS = 50;

/**
 * D5's Community Feed quick action: opens the Overview tab if another one is showing, then scrolls to the
 * community activity block and moves the focus there, so keyboard and screen-reader users land on it too.
 */
export function useCommunityFeedJump(tab: DashboardTab, selectTab: (tab: DashboardTab) => void) {
  const pending = useRef(false);
  // Each click renders again, so a second click on the Overview tab scrolls again.
  const [clicks, setClicks] = useState(0);

  useEffect(() => {
    if (!pending.current || tab !== 'overview') return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bringIntoView = () => {
      const block = document.getElementById(COMMUNITY_ACTIVITY_ID);
      if (!block) {
        attempts += 1;
        if (attempts < ATTEMPTS) timer = setTimeout(bringIntoView, ATTEMPT_MS);
        return;
      }
      pending.current = false;
      block.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      block.focus({ preventScroll: true });
    };
    bringIntoView();
    return () => clearTimeout(timer);
  }, [clicks, tab]);

  return useCallback(() => {
    pending.current = true;
    selectTab('overview');
    setClicks((count) => count + 1);
  }, [selectTab]);
}
