/**
 * The kinds of content visitors are served from caches (the public answer cache and the use cases' memos).
 * A change is announced per kind, and everything cached of that kind goes at once.
 */
export const CONTENT_KINDS = ['blog', 'feed', 'stats'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The tag the public answer cache keeps a kind's answers under: routes declare it, invalidation drops it. It is also
 * the kind's topic in the platform's cache invalidation, which tells every instance.
 */
export const visitorAnswerTag = (kind: ContentKind): string => `content:${kind}`;
