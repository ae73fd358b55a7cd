import {
  applyDecorators,
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
import { hasSessionCookie } from './sessions';

const JSON_TYPE = 'application/json; charset=utf-8';

interface CachedResponse {
  body: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * The serialised answers of public reads that are the same for every visitor (blog lists, the feed,
 * community stats), kept for a few seconds and replayed by `servePublicCache` before the request
 * reaches the ORM, the session handlers or Nest. A burst of visitors then costs one handler run and
 * one `JSON.stringify`, not one per request. Only 200 answers of `@CachedForVisitors()` routes are
 * stored, for URLs with no query parameter the route does not take, so the keys are URLs a handler accepted.
 * When full, expired entries make room and otherwise nothing new is stored: a flood of distinct URLs cannot
 * push the hot answers out. A TTL of 0 turns the cache off. Each process has its own cache, so `forget` acts
 * on the process that made the change; other processes show it within their TTL.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Bumped by `forget`: an answer computed before a change must not be stored after it. */
  private version = 0;

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

  /** Taken when a handler starts; `store` refuses the answer if anything was forgotten since. */
  get currentVersion(): number {
    return this.version;
  }

  /** `etagOf` is Express's own ETag function, so a replayed answer has the ETag the handler's had. */
  store(url: string, json: string, etagOf: (body: Buffer) => string, version = this.version): void {
    if (!this.enabled || version !== this.version) return;
    const refreshing = this.entries.delete(url); // re-inserted last: Map order is then the order of expiry
    if (!refreshing && this.entries.size >= this.maxEntries && !this.dropExpired()) return;
    const body = Buffer.from(json);
    this.entries.set(url, { body, etag: etagOf(body), expiresAt: this.clock.now().getTime() + this.ttlMs });
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
   * Drops every answer under a path (`/api/twitter/feed` also drops `/api/twitter/feed?...` and `.../`), after a
   * change. Express matches paths case-insensitively, so `/API/Twitter/Feed` is dropped too.
   */
  forget(path: string): void {
    this.version++;
    const prefix = path.toLowerCase();
    for (const url of this.entries.keys()) {
      const key = url.toLowerCase();
      if (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`)) this.entries.delete(url);
    }
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
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('ETag', hit.etag);
    if (req.fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Length', hit.body.length);
    res.end(hit.body);
  };
}

/**
 * Only origin-form request targets (`/api/...`) are keys: Express also routes absolute-form ones
 * (`http://host/api/...`), which `forget(path)` could not match.
 */
const isOriginForm = (req: Request) => req.originalUrl.startsWith('/');

const CACHE_QUERY = 'penwright:cachedForVisitors:query';

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!this.cache.enabled || req.method !== 'GET' || !isOriginForm(req)) return next.handle();
    // A parameter the route ignores would make a new key for the same answer: such URLs are answered, not kept.
    const accepted = this.reflector.get<readonly string[]>(CACHE_QUERY, context.getHandler()) ?? [];
    if (Object.keys(req.query).some((name) => !accepted.includes(name))) return next.handle();
    const etagOf = req.app.get('etag fn') as (body: Buffer) => string;
    const version = this.cache.currentVersion;
    return next.handle().pipe(
      tap((body) => {
        const json = JSON.stringify(body) as string | undefined;
        if (json !== undefined) this.cache.store(req.originalUrl, json, etagOf, version);
      }),
    );
  }
}

/**
 * A public GET whose 200 answer depends on nothing but its URL: never on the user, cookies or headers.
 * `query` names the query parameters the route takes. Implies `@Public()`, so a members' route cannot be
 * cached by mistake.
 */
export const CachedForVisitors = ({ query = [] }: { query?: readonly string[] } = {}) =>
  applyDecorators(Public(), SetMetadata(CACHE_QUERY, query), UseInterceptors(PublicCacheInterceptor));
