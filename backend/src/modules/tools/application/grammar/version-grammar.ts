import { Inject, Injectable } from '@nestjs/common';
import type { GrammarCheckResult } from '../../domain/grammar/findings';
import { grammarReport } from '../../domain/grammar/grammar-report';
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
 * The grammar findings of a handed-in version for the review desk (D22): the grammar tool's check and answer
 * (positions are UTF-16 offsets into the version's text), without a member's quota, as editors read the work
 * rather than use the tool. A check of a long version takes the engine seconds, and an editor opens the same
 * version again and again, so the last complete reports are kept in memory, the least recently read dropped
 * first (one that ran out of time is not kept: the next read checks again). Versions are never edited, so no
 * instance ever needs to hear of another's copy.
 */
@Injectable()
export class VersionGrammar {
  private readonly kept = new Map<number, Promise<GrammarCheckResult>>();

  constructor(@Inject(GRAMMAR_ENGINE) private readonly engine: GrammarEngine) {}

  report(submissionId: number, text: string): Promise<GrammarCheckResult> {
    const kept = this.kept.get(submissionId);
    if (kept) {
      // Read again: it moves to the end of the map, the last to be dropped.
      this.kept.delete(submissionId);
      this.kept.set(submissionId, kept);
      return kept;
    }
    const checking = this.engine.analyse(text, VERSION_BUDGET_MS).then((analysis) => grammarReport(text, analysis));
    this.kept.set(submissionId, checking);
    // A failed or incomplete check (the pool busy or down, the budget spent) is not kept: the next read tries again.
    const forget = () => {
      if (this.kept.get(submissionId) === checking) this.kept.delete(submissionId);
    };
    checking.then((report) => report.complete || forget(), forget);
    if (this.kept.size > KEPT_REPORTS) this.kept.delete(this.kept.keys().next().value as number);
    return checking;
  }
}
