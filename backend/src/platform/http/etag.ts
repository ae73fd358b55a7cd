import etag from 'etag';

/**
 * The weak ETag Express itself would give `body`. Express's automatic ETag is off (configure-app.ts): nearly every
 * API answer is `no-store`, which no client keeps and so never revalidates, and hashing a list of a hundred
 * assignments cost a signed-in read more than its session did (docs/performance.md). The answers a client may keep
 * and ask about again name their ETag with this: the public API answers (public-cache.ts), robots.txt and the
 * sitemap (crawling.ts). The build's files get theirs from `send` (static-files.ts). Express still answers 304 to an
 * `If-None-Match` that matches the ETag set here.
 */
export const weakEtag = (body: string | Buffer): string => etag(body, { weak: true });
