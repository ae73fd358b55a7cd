import { Inject, Injectable } from '@nestjs/common';
import { CACHE_INVALIDATION, type CacheInvalidation } from '../../../../platform/cache/cache-invalidation';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { VISITOR_ANSWERS } from '../../content.tokens';
import { CONTENT_KINDS, visitorAnswerTag, type ContentKind } from './content-kind';
import { MemoCache } from './memo-cache';
import type { VisitorAnswers } from './ports/visitor-answers';

/**
 * Every cache of content in this process, and the one way to invalidate it on every instance: the use cases take
 * their memos from `memo(kind)`, routes tag their stored answers with the kind they serve, and `changed(kind)`,
 * called inside the change's unit of work, announces it (the platform's CacheInvalidation: PostgreSQL NOTIFY, sent
 * on commit) and drops both here. Every instance, this one too, drops them again when the announcement arrives
 * after the commit, so an answer read between this drop and the commit is not kept either. Entries live
 * `PlatformSettings.publicCacheSeconds` at most, so a change made behind the app's back (SQL by hand) shows within
 * twice that (a memo filled just before an answer was stored).
 */
@Injectable()
export class ContentCache {
  private readonly ttlMs: number;
  private readonly memos = new Map<ContentKind, { clear(): void }[]>();

  constructor(
    @Inject(PLATFORM_SETTINGS) settings: PlatformSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VISITOR_ANSWERS) private readonly answers: VisitorAnswers,
    @Inject(CACHE_INVALIDATION) private readonly invalidation: CacheInvalidation,
  ) {
    this.ttlMs = settings.publicCacheSeconds * 1000;
    invalidation.subscribe((topic) => {
      // null: announcements may have been missed (the listening connection was lost), so every kind goes.
      for (const kind of CONTENT_KINDS) if (topic === null || topic === visitorAnswerTag(kind)) this.forgetHere(kind);
    });
  }

  /** A memo of content of `kind` for at most `max` keys (the callers validate keys first). */
  memo<K extends string | number, V>(kind: ContentKind, max = 1): MemoCache<K, V> {
    const memo = new MemoCache<K, V>(this.ttlMs, this.clock, max);
    this.memos.set(kind, [...(this.memos.get(kind) ?? []), memo]);
    return memo;
  }

  /**
   * Content of `kind` is changing: call it inside the change's unit of work. Every instance forgets it once the
   * change commits (none if it rolls back); this one forgets it now too, so its next answer never waits on the
   * notification's round trip.
   */
  async changed(kind: ContentKind): Promise<void> {
    await this.invalidation.publish(visitorAnswerTag(kind));
    this.forgetHere(kind);
  }

  private forgetHere(kind: ContentKind): void {
    for (const memo of this.memos.get(kind) ?? []) memo.clear();
    this.answers.forget(kind);
  }
}
