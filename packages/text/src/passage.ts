import search from 'approx-string-match';
import { countWords } from './word-count';

/** W3C Web Annotation's text position selector: UTF-16 offsets into one version's text, `end` excluded. */
export interface TextPositionSelector {
  start: number;
  end: number;
}

/** W3C Web Annotation's text quote selector: the passage, and the words either side of it. */
export interface TextQuoteSelector {
  exact: string;
  prefix: string;
  suffix: string;
}

/** A passage of a version, found again in later versions by its quote, its context and, last, its position. */
export interface PassageSelector {
  position: TextPositionSelector;
  quote: TextQuoteSelector;
}

/** Characters kept either side of a passage: a few words, enough to tell two copies of a phrase apart. */
export const PASSAGE_CONTEXT = 32;

/**
 * The selectors of `text.slice(start, end)`, as a comment stores its passage. The context never starts or ends in
 * the middle of a character written as two UTF-16 units (an emoji, say): it is one unit shorter instead.
 */
export function selectPassage(text: string, start: number, end: number): PassageSelector {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) {
    throw new RangeError(`No passage at ${start}-${end} in a text of ${text.length} characters`);
  }
  let prefixStart = Math.max(0, start - PASSAGE_CONTEXT);
  if (isLowSurrogate(text.charCodeAt(prefixStart)) && prefixStart > 0) prefixStart += 1;
  let suffixEnd = Math.min(text.length, end + PASSAGE_CONTEXT);
  if (isLowSurrogate(text.charCodeAt(suffixEnd)) && suffixEnd > end) suffixEnd -= 1;
  return {
    position: { start, end },
    quote: {
      exact: text.slice(start, end),
      prefix: text.slice(prefixStart, start),
      suffix: text.slice(end, suffixEnd),
    },
  };
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether `selector` describes `text` exactly: its offsets inside the text, the quote at them, and the context
 * beside them. What a server checks before storing a comment on a version.
 */
export function describesPassage(text: string, selector: PassageSelector): boolean {
  const { start, end } = selector.position;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) {
    return false;
  }
  const { exact, prefix, suffix } = selector.quote;
  return (
    text.slice(start, end) === exact &&
    prefix.length <= PASSAGE_CONTEXT &&
    suffix.length <= PASSAGE_CONTEXT &&
    text.slice(start - prefix.length, start) === prefix &&
    text.slice(end, end + suffix.length) === suffix
  );
}

/** A passage found again: only its own words, never a near copy (a changed passage is "passage changed"). */
const SAME_CONTEXT = 0.5;
/** Two copies whose contexts score this close are told apart by where the passage was. */
const TIE = 0.1;
/** A passage moved away from all its context is still found when it is this distinctive and appears once. */
const DISTINCTIVE_WORDS = 4;

/**
 * Finds a comment's passage in another version of the text (after the writer's revision): the same words, where
 * their context (the words before and after, compared with edits allowed, as Hypothesis anchors annotations) says
 * they are; a passage moved whole to another place, when its words are distinctive and appear only once; and null
 * ("passage changed") when the words are gone or changed, or when nothing tells which copy of a common phrase is
 * meant. Never a place whose words differ from the quote.
 */
export function reanchor(text: string, selector: PassageSelector): TextPositionSelector | null {
  const { exact, prefix, suffix } = selector.quote;
  if (!exact) return null;
  const candidates = occurrences(text, exact)
    .filter((start) => sameEdges(text, start, start + exact.length, selector.quote))
    .map((start) => ({
      start,
      context: contextScore(text, start, start + exact.length, prefix, suffix),
      distance: Math.abs(start - selector.position.start),
    }));
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.context - a.context || a.distance - b.distance);
  const [best] = candidates;
  const contested = candidates.filter((candidate) => best.context - candidate.context <= TIE);
  const chosen = contested.sort((a, b) => a.distance - b.distance)[0];
  const stands = chosen.context >= SAME_CONTEXT || (candidates.length === 1 && countWords(exact) >= DISTINCTIVE_WORDS);
  return stands ? { start: chosen.start, end: chosen.start + exact.length } : null;
}

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
/** Whether the characters either side of `at` (`before` and `after` it) are both parts of one word. */
const joinsWord = (before: string | undefined, after: string | undefined) =>
  before !== undefined && after !== undefined && WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after);

/**
 * The passage's edges fall where they fell: a comment on a whole word never lands inside a longer one ("cold" in
 * "colder"), nor a comment on part of a word on a whole word.
 */
function sameEdges(text: string, start: number, end: number, quote: TextQuoteSelector): boolean {
  const { exact, prefix, suffix } = quote;
  const wasInsideAtStart = joinsWord(prefix.at(-1), exact[0]);
  const wasInsideAtEnd = joinsWord(exact.at(-1), suffix[0]);
  return (
    joinsWord(text[start - 1], exact[0]) === wasInsideAtStart && joinsWord(exact.at(-1), text[end]) === wasInsideAtEnd
  );
}

function occurrences(text: string, exact: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(exact); at !== -1; at = text.indexOf(exact, at + 1)) found.push(at);
  return found;
}

/**
 * How well the words around `start`-`end` agree with the stored context, 0 to 1: the mean of the prefix's and the
 * suffix's similarity. A passage stored at the very start (or end) of its text has an empty prefix (or suffix),
 * which agrees only with the start (or end) of the new text.
 */
function contextScore(text: string, start: number, end: number, prefix: string, suffix: string): number {
  const before = prefix
    ? similarity(prefix, text.slice(Math.max(0, start - prefix.length), start))
    : start === 0
      ? 1
      : 0;
  const after = suffix ? similarity(suffix, text.slice(end, end + suffix.length)) : end === text.length ? 1 : 0;
  return (before + after) / 2;
}

/** 1 - edits / length of the best approximate match of `stored` in `actual` (Myers' algorithm, approx-string-match). */
function similarity(stored: string, actual: string): number {
  if (!actual) return 0;
  const [match] = search(actual, stored, stored.length);
  return match ? Math.max(0, 1 - match.errors / stored.length) : 0;
}
