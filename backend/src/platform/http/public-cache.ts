import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
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
 * stored, so the keys are URLs that some handler accepted; the oldest entry makes room for a new one.
 * A TTL of 0 turns the cache off.
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
    this.entries.delete(url); // re-inserted last: Map order is then the order of expiry
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const body = Buffer.from(json);
    this.entries.set(url, { body, etag: etagOf(body), expiresAt: this.clock.now().getTime() + this.ttlMs });
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
    if (!cache.enabled || req.method !== 'GET' || hasSessionCookie(req)) return next();
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

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicResponseCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!this.cache.enabled || req.method !== 'GET') return next.handle();
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
 * Implies `@Public()`, so a members' route cannot be cached by mistake.
 */
export const CachedForVisitors = () => applyDecorators(Public(), UseInterceptors(PublicCacheInterceptor));
