import { flesch } from 'flesch';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { countWords } from './word-count';

/** The figures of D11's readability: Flesch reading ease and Flesch-Kincaid grade, with the counts they use. */
export interface Readability {
  /** 0 (very hard) to 100 (very easy); the formula can leave that range for extreme texts, so it is clamped. */
  readingEase: number;
  /** The US school grade needed to follow the text; never below 0. */
  gradeLevel: number;
  sentences: number;
  words: number;
  syllables: number;
}

/** A sentence ends at `.`, `!`, `?` or `…` (repeated or followed by closing quotes), or at a blank line. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s|$)|\n\s*\n/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Sentences with at least one word: a heading or list item without end punctuation still counts as one. */
export function countSentences(text: string): number {
  return text.split(SENTENCE_END).filter((part) => countWords(part) > 0).length;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One implementation for the browser's writing tools and the server's grammar check (D11), so both show the
 * same figures. Syllables by `syllable` (the counter retext-readability uses); the formulas by `flesch` and
 * `flesch-kincaid`.
 */
export function readability(text: string): Readability {
  const words = countWords(text);
  const sentences = countSentences(text);
  const syllables = (text.match(WORD) ?? []).reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  if (words === 0) return { readingEase: 0, gradeLevel: 0, sentences: 0, words: 0, syllables: 0 };
  const counts = { sentence: Math.max(1, sentences), word: words, syllable: syllables };
  return {
    readingEase: round1(Math.min(100, Math.max(0, flesch(counts)))),
    gradeLevel: round1(Math.max(0, fleschKincaid(counts))),
    sentences,
    words,
    syllables,
  };
}
