import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import type { GrammarCheckResult } from '../../domain/grammar/findings';
import { grammarReport } from '../../domain/grammar/grammar-report';
import { versionCheckBusy } from '../../domain/tools.errors';
import { GRAMMAR_ENGINE } from '../../tools.tokens';
import type { GrammarEngine } from './ports/grammar-engine';

/** Reports kept per instance: a handed-in version's text never changes, so a kept report is never stale. */
const KEPT_REPORTS = 200;

/**
 * How long Harper may spend on a version, against the tool's 3 s: a 5,000-word version took 2.9 s on a loaded
 * 2-core machine and came back a quarter checked under the tool's budget. A version is checked once and kept, and
 * an editor must see findings in the whole text.
 */
const VERSION_BUDGET_MS = 15_000;

/**
 * How long a report that ran out of time is kept: reopening the version within it answers the same partial
 * findings instead of spending another 15 s of a worker the members share; after it, a quieter pool may finish.
 */
export const INCOMPLETE_KEPT_MS = 10 * 60_000;

/**
 * How long a version's check waits for the one running before it answers 503 (try again): long enough for a
 * short version's check to end, short of holding an editor's request for a long one's 15 s.
 */
export const VERSION_CHECK_WAIT_MS = 3_000;

interface Kept {
  report: Promise<GrammarCheckResult>;
  /** When an incomplete report is dropped (epoch ms); null for a complete one, kept until pushed out. */
  until: number | null;
}

/**
 * The grammar findings of a handed-in version for the review desk (D22): the grammar tool's check and answer
 * (positions are UTF-16 offsets into the version's text), without a member's quota, as editors read the work
 * rather than use the tool. The check runs on the worker pool the members' checks use, with a longer budget, so
 * an instance runs one version check at a time (reads of the same version share it; a read of another waits
 * `VERSION_CHECK_WAIT_MS`, then answers 503) and keeps what it found: complete reports, the least recently read
 * dropped first, and an incomplete one for `INCOMPLETE_KEPT_MS`. A failure is not kept: the next read tries again.
 * Versions are never edited, so no instance ever needs to hear of another's copy.
 */
@Injectable()
export class VersionGrammar {
  private readonly kept = new Map<number, Kept>();
  /** The version check running on this instance, if any (settles, never rejects). */
  private running: Promise<void> | null = null;

  constructor(
    @Inject(GRAMMAR_ENGINE) private readonly engine: GrammarEngine,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  report(submissionId: number, text: string): Promise<GrammarCheckResult> {
    const kept = this.kept.get(submissionId);
    if (kept && (kept.until === null || this.clock.now().getTime() < kept.until)) {
      // Read again: it moves to the end of the map, the last to be dropped.
      this.kept.delete(submissionId);
      this.kept.set(submissionId, kept);
      return kept.report;
    }
    const entry: Kept = { report: this.check(text), until: null };
    this.kept.set(submissionId, entry);
    const forget = () => {
      if (this.kept.get(submissionId) === entry) this.kept.delete(submissionId);
    };
    entry.report.then((report) => {
      if (!report.complete) entry.until = this.clock.now().getTime() + INCOMPLETE_KEPT_MS;
    }, forget);
    if (this.kept.size > KEPT_REPORTS) this.kept.delete(this.kept.keys().next().value as number);
    return entry.report;
  }

  /** Checks `text` once no other version check runs here; 503 when one still runs after the wait. */
  private async check(text: string): Promise<GrammarCheckResult> {
    const deadline = Date.now() + VERSION_CHECK_WAIT_MS;
    while (this.running) {
      if (!(await settlesWithin(this.running, deadline - Date.now()))) throw versionCheckBusy();
    }
    const checking = this.engine.analyse(text, VERSION_BUDGET_MS).then((analysis) => grammarReport(text, analysis));
    const running = checking.then(
      () => undefined,
      () => undefined,
    );
    this.running = running;
    void running.then(() => {
      if (this.running === running) this.running = null;
    });
    return checking;
  }
}

/** Whether `promise` settles within `ms` milliseconds. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
