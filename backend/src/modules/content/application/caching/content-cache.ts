import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { CONTENT_CHANGE_BROADCAST, VISITOR_ANSWERS } from '../../content.tokens';
import type { ContentKind } from './content-kind';
import { MemoCache } from './memo-cache';
import type { ContentChangeBroadcast } from './ports/content-change-broadcast';
import type { VisitorAnswers } from './ports/visitor-answers';

/**
 * Every cache of content in this process, and the one way to invalidate it: the use cases take their memos
 * from `memo(kind)`, routes tag their stored answers with the kind they serve, and `changed(kind)`, called
 * once a change has committed, drops both and tells the other processes. Entries live
 * `PlatformSettings.publicCacheSeconds` at most, so a change made behind the app's back (SQL by hand, another
 * process without a broadcast) shows within twice that (a memo filled just before an answer was stored).
 */
@Injectable()
export class ContentCache {
  private readonly ttlMs: number;
  private readonly memos = new Map<ContentKind, { clear(): void }[]>();

  constructor(
    @Inject(PLATFORM_SETTINGS) settings: PlatformSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(VISITOR_ANSWERS) private readonly answers: VisitorAnswers,
    @Inject(CONTENT_CHANGE_BROADCAST) private readonly broadcast: ContentChangeBroadcast,
  ) {
    this.ttlMs = settings.publicCacheSeconds * 1000;
    broadcast.onChange((kind) => this.forgetHere(kind));
  }

  /** A memo of content of `kind` for at most `max` keys (the callers validate keys first). */
  memo<K extends string | number, V>(kind: ContentKind, max = 1): MemoCache<K, V> {
    const memo = new MemoCache<K, V>(this.ttlMs, this.clock, max);
    this.memos.set(kind, [...(this.memos.get(kind) ?? []), memo]);
    return memo;
  }

  /**
   * Content of `kind` has changed (call it after the commit): this process forgets it before the caller
   * answers, so the change shows at once here, and the other processes are told.
   */
  async changed(kind: ContentKind): Promise<void> {
    this.forgetHere(kind);
    await this.broadcast.publish(kind);
  }

  private forgetHere(kind: ContentKind): void {
    for (const memo of this.memos.get(kind) ?? []) memo.clear();
    this.answers.forget(kind);
  }
}
