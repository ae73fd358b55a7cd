/**
 * The kinds of content visitors are served from caches (the public answer cache and the use cases' memos).
 * A change is announced per kind, and everything cached of that kind goes at once.
 */
export type ContentKind = 'blog' | 'feed' | 'stats';

/** The tag the public answer cache keeps a kind's answers under: routes declare it, invalidation drops it. */
export const visitorAnswerTag = (kind: ContentKind): string => `content:${kind}`;
