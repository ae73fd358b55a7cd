import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { ContentSettings } from '../../content.settings';
import type { SocialFeed } from '../../application/feed/ports/social-feed';
import { FEED_SIZE, type FeedItem } from '../../domain/feed/feed-item';
import { LoggedJob } from '../../../../platform/logging/log-context';

export const X_FEED_REFRESH_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 5000;

/**
 * The feed from the X API v2 (used when X_BEARER_TOKEN is set): X_USERNAME's latest posts, fetched
 * at start-up and every 5 minutes, and served from memory. When X fails, the last good answer stays
 * in use; before there is one, the posts stored in the database are shown. Visitors' requests never
 * wait on X except for the very first fetch at start-up.
 */
export class XApiSocialFeed implements SocialFeed, OnApplicationBootstrap {
  readonly source = 'x';
  private readonly logger = new Logger('XApiSocialFeed');
  private cache: FeedItem[] | null = null;
  private userId: string | null = null;
  private inFlight: Promise<void> | null = null;
  private startup: Promise<void> | null = null;

  constructor(
    private readonly config: Pick<ContentSettings, 'xBearerToken' | 'xUsername' | 'xApiBaseUrl'>,
    private readonly fallback: SocialFeed,
  ) {}

  onApplicationBootstrap(): void {
    this.startup = this.refresh().finally(() => {
      this.startup = null;
    });
  }

  async latest(limit: number): Promise<FeedItem[]> {
    if (!this.cache && this.startup) await this.startup;
    return this.cache ? this.cache.slice(0, limit) : this.fallback.latest(limit);
  }

  /**
   * Runs every X_FEED_REFRESH_MS (and once at start-up); never throws. It touches no database, so it needs no
   * request context; its log lines carry the job's name. Each instance refreshes its own copy on a timer of its own
   * (@nestjs/schedule's interval), not as a scheduled job of the job queue: the copy is in this process's memory, so a
   * refresh run once across the cluster would leave the other instances' stale.
   */
  @Interval('social-feed-refresh', X_FEED_REFRESH_MS)
  @LoggedJob('social-feed-refresh')
  refresh(): Promise<void> {
    this.inFlight ??= this.fetchLatest()
      .then((items) => {
        this.cache = items;
      })
      .catch((error: unknown) => {
        const kept = this.cache ? 'keeping the last good feed' : 'showing the stored posts';
        this.logger.warn(`X API refresh failed (${(error as Error).message}); ${kept}`);
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private async fetchLatest(): Promise<FeedItem[]> {
    this.userId ??= await this.lookUpUserId();
    const query = new URLSearchParams({
      max_results: String(FEED_SIZE),
      'tweet.fields': 'created_at',
      exclude: 'replies,retweets',
    });
    const data = field(await this.get(`/2/users/${encodeURIComponent(this.userId)}/tweets?${query}`), 'data');
    if (data !== undefined && !Array.isArray(data)) throw new Error('unexpected timeline shape');
    return (data ?? []).flatMap(toFeedItem).slice(0, FEED_SIZE);
  }

  private async lookUpUserId(): Promise<string> {
    const body = await this.get(`/2/users/by/username/${encodeURIComponent(this.config.xUsername)}`);
    const id = field(field(body, 'data'), 'id');
    if (typeof id !== 'string' || !/^\d{1,20}$/.test(id)) throw new Error(`unknown X user ${this.config.xUsername}`);
    return id;
  }

  /** X's JSON, unchecked: the callers read it field by field. */
  private async get(path: string): Promise<unknown> {
    const response = await fetch(`${this.config.xApiBaseUrl}${path}`, {
      headers: { Authorization: `Bearer ${this.config.xBearerToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
}

/** A field of a JSON object; undefined for anything else, and for what the object only inherits. */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Object.getOwnPropertyDescriptor(value, name)?.value : undefined;
}

function toFeedItem(tweet: unknown): FeedItem[] {
  const [id, text, created_at] = [field(tweet, 'id'), field(tweet, 'text'), field(tweet, 'created_at')];
  if (typeof id !== 'string' || typeof text !== 'string' || typeof created_at !== 'string') return [];
  const created = new Date(created_at);
  if (Number.isNaN(created.getTime())) return [];
  return [{ id, text, created_at: created.toISOString() }];
}
