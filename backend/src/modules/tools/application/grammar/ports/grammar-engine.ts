import type { EngineAnalysis } from '../../../domain/grammar/findings';

/** Harper and the retext checks, run off the event loop (the adapter: a pool of worker threads). */
export interface GrammarEngine {
  /**
   * What both engines found in `text`; a DomainError GRAMMAR_CHECKER_UNAVAILABLE when the engine could not answer.
   * Harper stops after `budgetMs` (GRAMMAR_TIME_BUDGET_MS unless given) and answers with what it checked.
   */
  analyse(text: string, budgetMs?: number): Promise<EngineAnalysis>;

  /**
   * Readies the engine for a check that is expected soon (a member opened a checker): the adapter starts what a
   * first check would otherwise wait for. Answers at once; a failure is the adapter's to log, never the caller's.
   */
  prepare(): void;
}
