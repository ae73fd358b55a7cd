import { FEED_REFRESH_MS, useGetSocialFeedQuery } from '../community/communityApi';
import { timeAgo } from '../community/feedTime';

export const COMMUNITY_ACTIVITY_ID = 'community-activity';

/**
 * What the collective is posting, from the social feed (D5: the Community Feed quick action brings the member
 * here). The first 3 items, refreshed every 5 minutes, as everywhere the feed shows (spec section 9).
 */
export function CommunityActivity() {
  const { data, isLoading, isError } = useGetSocialFeedQuery(undefined, { pollingInterval: FEED_REFRESH_MS });
  const items = (data ?? []).slice(0, 3);
  let body;
  if (isLoading) body = <div className="pw-skeleton-lines" aria-hidden="true" />;
  else if (isError) body = <p className="pw-dashboard__empty">The community feed could not be loaded.</p>;
  else if (items.length === 0) body = <p className="pw-dashboard__empty">No recent tweets available</p>;
  else
    body = (
      <ul className="pw-activity">
        {items.map((item) => (
          <li key={item.id} className="pw-activity__item">
            <p>{item.text}</p>
            <time dateTime={item.created_at}>{timeAgo(item.created_at)}</time>
          </li>
        ))}
      </ul>
    );
  return (
    <section
      id={COMMUNITY_ACTIVITY_ID}
      tabIndex={-1}
      className="pw-card pw-dashboard__panel"
      aria-labelledby="community-activity-title"
      aria-busy={isLoading}
    >
      <h2 id="community-activity-title">Community Activity</h2>
      {body}
    </section>
  );
}
