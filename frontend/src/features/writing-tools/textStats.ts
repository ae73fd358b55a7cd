import { countSentences, countWords } from '@penwright/text';
import { groupDigits } from '../../app/numbers';

/** Spec section 9: reading time at 200 words per minute. */
export const WORDS_PER_MINUTE = 200;

export interface TextStats {
  words: number;
  /** Characters as a reader counts them: an emoji or an accented letter is one. */
  characters: number;
  charactersWithoutSpaces: number;
  sentences: number;
  paragraphs: number;
  /** Whole minutes, rounded up: any text at all takes at least a minute. */
  readingMinutes: number;
}

const characterCount = (text: string) => [...text.normalize('NFC')].length;

/** The figures of the editor and the word counter, with the shared word and sentence rules (D9, D11). */
export function textStats(text: string): TextStats {
  const words = countWords(text);
  return {
    words,
    characters: characterCount(text),
    charactersWithoutSpaces: characterCount(text.replace(/\s+/g, '')),
    sentences: countSentences(text),
    paragraphs: text.split(/\n\s*\n/).filter((block) => countWords(block) > 0).length,
    readingMinutes: Math.ceil(words / WORDS_PER_MINUTE),
  };
}

/** "1,250": en-US grouping, without Intl.NumberFormat (app/numbers.ts). */
export const formatCount = (value: number) => groupDigits(value);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
