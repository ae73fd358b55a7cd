import type { Readability } from '@penwright/text';

/** Spec section 3's grammar result item types. */
export type FindingType = 'error' | 'warning' | 'info';

/** UTF-16 offsets into the exact text the member sent (as the browser's string indexes it); `end` excluded. */
export interface TextPosition {
  start: number;
  end: number;
}

/** What one engine reported, as the worker hands it over: the engine's own kind, rule and wording. */
export interface EngineFinding {
  engine: 'harper' | 'retext' | 'rules';
  /**
   * Harper's lint kind (`Spelling`, `Agreement`, ...), the retext plugin (`retext-passive`, ...) or the kind of
   * one of the product's own rules (`agreement`, `confusable`, `punctuation`, `passive`: domain/grammar/rules/).
   */
  kind: string;
  rule: string;
  message: string;
  /** Replacements the engine proposes, best first; an empty string removes the text. */
  replacements: string[];
  start: number;
  end: number;
}

/** The worker's answer for one text. */
export interface EngineAnalysis {
  findings: EngineFinding[];
  readability: Readability;
  /** How much of the text (UTF-16 units from the start) Harper checked before its time budget ran out. */
  checkedCharacters: number;
}

/** One finding as the grammar page shows and highlights it (spec section 3, plus its category). */
export interface GrammarItem {
  type: FindingType;
  /** What kind of problem: Spelling, Grammar, Punctuation, Passive voice, Plain language, ... */
  category: string;
  message: string;
  /** The replacement for the text at `position`; '' removes it; null when there is nothing to apply. */
  suggestion: string | null;
  position: TextPosition;
}

/** `POST /api/tools/grammar`. */
export interface GrammarCheckResult {
  /** In text order; overlapping reports of one problem merged into one. */
  items: GrammarItem[];
  counts: Record<FindingType, number>;
  /** D11: Flesch reading ease, Flesch-Kincaid grade, sentences, words, syllables (packages/text). */
  readability: Readability;
  /** Characters Harper checked; less than the text only when unusual text (thousands of unknown words) ran out of time. */
  checkedCharacters: number;
  /** Whether the whole text was checked. */
  complete: boolean;
}
