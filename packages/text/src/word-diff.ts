import DiffMatchPatch, { DIFF_DELETE, DIFF_INSERT } from 'diff-match-patch';
import { countWords } from './word-count';

/** A run of the compared texts: in both, only in the later one, or only in the earlier one. */
export interface WordDiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface WordDiff {
  parts: WordDiffPart[];
  /** Words (as `countWords` counts them) only in the later text, and only in the earlier one. */
  wordsAdded: number;
  wordsRemoved: number;
}

/** Words (letters and digits, with the apostrophes and hyphens inside them), runs of white space, any other sign. */
const TOKEN = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|\s+|[^\p{L}\p{N}\p{M}\s]/gu;

/** Past a second the diff stops refining and answers what it has (still exact, only less minimal). */
const TIMEOUT_SECONDS = 1;

/**
 * Two versions compared word by word for the review desk's version history (D22): diff-match-patch in its word mode
 * (each distinct token stands for one character, the library's documented technique for line and word diffs), so
 * its speed-ups (common prefix and suffix, half-match) work on words. No semantic clean-up: it would mark unchanged
 * words as removed and added again, and the summary counts words that really changed. Punctuation and white space
 * are tokens of their own, so a changed comma or a doubled space shows as such and counts no word. Joining the parts that are not `removed` gives the later text
 * back, and those not `added` the earlier one.
 */
export function wordDiff(before: string, after: string): WordDiff {
  const tokens = new TokenAlphabet();
  const dmp = new DiffMatchPatch();
  dmp.Diff_Timeout = TIMEOUT_SECONDS;
  const diffs = dmp.diff_main(tokens.encode(before), tokens.encode(after), false);
  const parts: WordDiffPart[] = diffs.map(([operation, encoded]) => ({
    kind: operation === DIFF_INSERT ? 'added' : operation === DIFF_DELETE ? 'removed' : 'same',
    text: tokens.decode(encoded),
  }));
  const wordsIn = (kind: WordDiffPart['kind']) =>
    parts.filter((part) => part.kind === kind).reduce((words, part) => words + countWords(part.text), 0);
  return { parts, wordsAdded: wordsIn('added'), wordsRemoved: wordsIn('removed') };
}

/** One UTF-16 code unit per distinct token, outside the surrogate range (diff-match-patch compares code units). */
class TokenAlphabet {
  private readonly codes = new Map<string, string>();
  private readonly tokens: string[] = [];

  encode(text: string): string {
    let encoded = '';
    for (const [token] of text.matchAll(TOKEN)) encoded += this.codeOf(token);
    return encoded;
  }

  decode(encoded: string): string {
    let text = '';
    for (let i = 0; i < encoded.length; i += 1) text += this.tokens[unit(encoded.charCodeAt(i))];
    return text;
  }

  private codeOf(token: string): string {
    let code = this.codes.get(token);
    if (code === undefined) {
      code = String.fromCharCode(codeUnit(this.tokens.length));
      this.codes.set(token, code);
      this.tokens.push(token);
    }
    return code;
  }
}

const SURROGATES = 0xd800;
const SURROGATE_COUNT = 0x800;
/** 63,488 tokens: a submission's 50,000 characters hold far fewer distinct ones. */
const MAX_TOKENS = 0x10000 - SURROGATE_COUNT;

function codeUnit(index: number): number {
  if (index >= MAX_TOKENS) throw new RangeError('Too many distinct words to compare');
  return index < SURROGATES ? index : index + SURROGATE_COUNT;
}

const unit = (code: number) => (code < SURROGATES ? code : code - SURROGATE_COUNT);
