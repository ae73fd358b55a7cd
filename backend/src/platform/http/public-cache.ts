import {
  applyDecorators,
  Header,
  SetMetadata,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { tap, type Observable } from 'rxjs';
import type { Clock } from '../../shared/domain/clock';
import { Public } from './access.decorators';
import { weakEtag } from './etag';
import { COMPRESSION_THRESHOLD, compressOnce, preferredEncoding, type Encoding } from './compression';
import { hasSessionCookie } from './sessions';
import { answerForRoute, matchedRoute } from '../metrics/route-label';

const JSON_TYPE = 'application/json; charset=utf-8';

interface CachedResponse {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** What the answer is made of (a route's `@CachedForVisitors({ tag })`): `forgetTag` drops it on a change. */
  tag: string;
  /** The body compressed, once per encoding on first demand: a replay then costs no compression. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The route pattern of the handler that made it, which a replay is measured under (platform/metrics). */
  route?: string;
}

/**
 * The serialised answers of public reads that are the same for every visitor (blog lists, the feed,
 * community stats), kept for a few seconds and replayed by `servePublicCache` before the request
 * reaches the ORM, the session handlers or Nest. A burst of visitors then costs one handler run and
 * one `JSON.stringify`, not one per request. Only 200 answers of `@CachedForVisitors({ tag })` routes are
 * stored, for URLs with no query parameter the route does not take, so the keys are URLs a handler accepted.
 * When full, expired entries make room and otherwise nothing new is stored: a flood of distinct URLs cannot
 * push the hot answers out. A TTL of 0 turns the cache off. Each answer carries its route's tag; the module
 * that owns the data drops a tag's answers with `forgetTag` after a change. Each process has its own cache; content's
 * ContentCache calls `forgetTag` on every instance when a change is announced (platform/cache, NOTIFY/LISTEN).
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Per tag, bumped by `forgetTag`: an answer computed before a change must not be stored after it. */
  private readonly versions = new Map<string, number>();
  private readonly forgetListeners: ((tag: string) => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 256,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  lookup(url: string): CachedResponse | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt > this.clock.now().getTime()) return entry;
    this.entries.delete(url);
    return undefined;
  }

  /** Taken when a handler starts; `store` refuses the answer if its tag was forgotten since. */
  versionOf(tag: string): number {
    return this.versions.get(tag) ?? 0;
  }

  /** `etag` is the one the handler's answer carried, so a replay has the same. */
  store(url: string, json: string, etag: string, tag: string, version = this.versionOf(tag), route?: string): void {
    if (!this.enabled || version !== this.versionOf(tag)) return;
    const refreshing = this.entries.delete(url); // re-inserted last: Map order is then the order of expiry
    if (!refreshing && this.entries.size >= this.maxEntries && !this.dropExpired()) return;
    const body = Buffer.from(json);
    const expiresAt = this.clock.now().getTime() + this.ttlMs;
    this.entries.set(url, { body, etag, expiresAt, tag, encoded: {}, route });
  }

  /** Map order is expiry order, so the expired entries are the first ones. */
  private dropExpired(): boolean {
    const now = this.clock.now().getTime();
    let dropped = false;
    for (const [url, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(url);
      dropped = true;
    }
    return dropped;
  }

  /**
   * After a change: drops every answer stored under `tag`, whatever URL (query, letter case) it was asked
   * for, and refuses the answers of that tag whose handlers started before.
   */
  forgetTag(tag: string): void {
    this.versions.set(tag, this.versionOf(tag) + 1);
    for (const [url, entry] of this.entries) if (entry.tag === tag) this.entries.delete(url);
    for (const listener of this.forgetListeners) listener(tag);
  }

  /** Whatever else is made of the same content (the server's rendering of the public pages) forgets it too. */
  onForget(listener: (tag: string) => void): void {
    this.forgetListeners.push(listener);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Answers a visitor's GET from the cache when it can. Requests that carry a session cookie go the
 * whole way, so a member's activity still renews the session's idle timeout.
 */
export function servePublicCache(cache: PublicResponseCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!cache.enabled || req.method !== 'GET' || hasSessionCookie(req) || !isOriginForm(req)) return next();
    const hit = cache.lookup(req.originalUrl);
    if (!hit) return next();
    if (hit.route) answerForRoute(res, hit.route);
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('ETag', hit.etag);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (req.fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = replayedBody(req, res, hit);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}

/** The body as the client accepts it: compressed above 1 KB, as on-the-fly compression would (compression.ts). */
function replayedBody(req: Request, res: Response, hit: CachedResponse): Buffer {
  if (hit.body.length < COMPRESSION_THRESHOLD) return hit.body;
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(req, ['br', 'gzip']);
  if (!encoding) return hit.body;
  res.setHeader('Content-Encoding', encoding);
  return (hit.encoded[encoding] ??= compressOnce(hit.body, encoding));
}

/**
 * Only origin-form request targets (`/api/...`) are keys: Express also routes absolute-form ones
 * (`http://host/api/...`), which any host name would turn into another key for the same answer.
 */
const isOriginForm = (req: Request) => req.originalUrl.startsWith('/');

const CACHE_OPTIONS = 'penwright:cachedForVisitors';

interface CacheOptions {
  /** What the answer is made of, as the data's owner names it when it changes (`forgetTag`). */
  tag: string;
  /** The query parameters the route takes. */
  query?: readonly string[];
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicResponseCache,
    private readonly reflector: Reflector,
  ) {}

  /** Every answer gets its ETag here, so it can be revalidated (etag.ts); the cacheable ones are kept too. */
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { tag, query = [] } = this.reflector.get<CacheOptions>(CACHE_OPTIONS, context.getHandler());
    // A parameter the route ignores would make a new key for the same answer: such URLs are answered, not kept.
    const kept =
      this.cache.enabled &&
      req.method === 'GET' &&
      isOriginForm(req) &&
      Object.keys(req.query).every((name) => query.includes(name));
    const version = this.cache.versionOf(tag);
    return next.handle().pipe(
      tap((body) => {
        const json = JSON.stringify(body) as string | undefined;
        if (json === undefined) return;
        const etag = weakEtag(json);
        res.setHeader('ETag', etag);
        if (kept) this.cache.store(req.originalUrl, json, etag, tag, version, matchedRoute(req));
      }),
    );
  }
}

/**
 * A public GET whose 200 answer depends on nothing but its URL and the data `tag` names: never on the user,
 * cookies or headers. `query` names the query parameters the route takes. Implies `@Public()`, so a members'
 * route cannot be cached by mistake.
 */
export const CachedForVisitors = (options: CacheOptions) =>
  applyDecorators(
    Public(),
    SetMetadata(CACHE_OPTIONS, options),
    UseInterceptors(PublicCacheInterceptor),
    Header('Cache-Control', PUBLIC_CACHE_CONTROL),
  );

/**
 * Browsers and proxies may keep a public answer but must ask again each time (a 304 when the ETag still
 * matches), so an editor's change shows at once. Every other API answer is `no-store` (see no-store.ts).
 */
export const PUBLIC_CACHE_CONTROL = 'no-cache';
