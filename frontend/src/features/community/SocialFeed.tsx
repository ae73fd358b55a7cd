import { useSyncExternalStore } from 'react';
import { useRenderInfo } from '../../app/ssr/pageState';
import { FEED_REFRESH_MS, useGetSocialFeedQuery } from './communityApi';
import { timeAgo } from './feedTime';
import './community.css';

/** The sidebar feed: the first 3 items, or 'No recent tweets available' (spec sections 2 and 9). */
export function SocialFeed() {
  const { data, isLoading } = useGetSocialFeedQuery(undefined, { pollingInterval: FEED_REFRESH_MS });
  const items = (data ?? []).slice(0, 3);
  const now = useMinuteClock(useRenderInfo().renderedAt);
  return (
    <section className="pw-card pw-sidebar__box" aria-labelledby="feed-title" aria-busy={isLoading}>
      <h2 id="feed-title" className="pw-sidebar__title">
        Latest Updates
      </h2>
      {isLoading ? (
        <div className="pw-skeleton-lines" aria-hidden="true" />
      ) : items.length === 0 ? (
        <p className="pw-sidebar__empty">No recent tweets available</p>
      ) : (
        <ul className="pw-feed">
          {items.map((item) => (
            <li key={item.id} className="pw-feed__item">
              <p>{item.text}</p>
              <time dateTime={item.created_at}>{timeAgo(item.created_at, now)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const MINUTE = 60_000;
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const everyMinute = (tick: () => void) => {
  const timer = window.setInterval(tick, MINUTE);
  return () => window.clearInterval(timer);
};

/**
 * The time the feed's "3 hours ago" counts from, to the minute. A page the server rendered hydrates with the
 * server's render time (the same text as its HTML), then React moves on to the browser's clock.
 */
function useMinuteClock(renderedAt: number): number {
  return useSyncExternalStore(everyMinute, currentMinute, () => renderedAt);
}
