import { BLOG_POSTS } from './blog-posts.seed';
import { SOCIAL_POSTS } from './social-posts.seed';
import { SOCIAL_POST_MAX_LENGTH } from '../../domain/feed/feed-item';

/**
 * Issue 23: a seeded social post said "next Tuesday, Nov 24" on Nov 28. Seeded posts are now dated back from the
 * first start (SeedContent), so their texts must name no day that the moving date would contradict.
 */
const CALENDAR_DAY =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.? \d{1,2}\b/;
const WEEKDAY = /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/i;
const NEAR_DAY = /\b(?:(?:this|next|last) (?:week|month|year|spring|summer|autumn|fall|winter)|tomorrow|yesterday)\b/i;
const YEAR = /\b20\d\d\b/;

describe('seeded posts say nothing that goes stale (issue 23)', () => {
  it.each(SOCIAL_POSTS.map((post) => [post.text.slice(0, 40), post.text]))(
    'the social post "%s…" names no calendar day, weekday, year or "next week"',
    (_start, text) => {
      expect(text).not.toMatch(CALENDAR_DAY);
      expect(text).not.toMatch(WEEKDAY);
      expect(text).not.toMatch(NEAR_DAY);
      expect(text).not.toMatch(YEAR);
      expect(text.length).toBeLessThanOrEqual(SOCIAL_POST_MAX_LENGTH);
    },
  );

  it.each(BLOG_POSTS.map((post) => [post.slug, post]))('the blog post %s names no calendar day', (_slug, post) => {
    for (const text of [post.title, post.excerpt, post.body]) expect(text).not.toMatch(CALENDAR_DAY);
  });

  it('dates every post before the seed run', () => {
    expect(SOCIAL_POSTS.every((post) => post.hoursAgo > 0)).toBe(true);
    expect(BLOG_POSTS.every((post) => post.daysAgo > 0)).toBe(true);
  });
});
