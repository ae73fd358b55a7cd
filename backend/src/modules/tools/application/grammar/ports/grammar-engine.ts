import type { EngineAnalysis } from '../../../domain/grammar/findings';

/** Harper and the retext checks, run off the event loop (the adapter: a pool of worker threads). */
export interface GrammarEngine {
  /** What both engines found in `text`; a DomainError GRAMMAR_CHECKER_UNAVAILABLE when the engine could not answer. */
  analyse(text: string): Promise<EngineAnalysis>;
}
