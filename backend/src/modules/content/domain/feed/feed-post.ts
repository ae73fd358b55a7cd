import { SOCIAL_POST_MAX_LENGTH } from './feed-item';
import { blankFeedPost, feedPostHasControlCharacters, feedPostTooLong } from './feed.errors';

/** A post of the default feed as admins manage it (D6). */
export interface FeedPost {
  id: number;
  text: string;
  postedAt: Date;
}

/** Where the public feed comes from right now: the stored posts, or X when its token is configured. */
export type FeedSource = 'database' | 'x';

// Tab and line breaks are fine in a post; other control characters (NUL above all, which PostgreSQL refuses)
// would only ever arrive by accident.
const LAYOUT_CHARACTERS = new Set(['\t', '\n', '\r']);
const hasControlCharacter = (text: string) =>
  [...text].some((char) => /\p{Cc}/u.test(char) && !LAYOUT_CHARACTERS.has(char));

/**
 * The text a new post is stored with: trimmed, not blank, at most 280 characters. Characters are counted as
 * code points, as PostgreSQL's varchar(280) does, so an emoji-heavy post is refused here rather than there.
 */
export function feedPostText(raw: string): string {
  const text = raw.trim();
  if (!text) throw blankFeedPost();
  if ([...text].length > SOCIAL_POST_MAX_LENGTH) throw feedPostTooLong();
  if (hasControlCharacter(text)) throw feedPostHasControlCharacters();
  return text;
}
