/**
 * Document fingerprints by winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: Local Algorithms for Document
 * Fingerprinting", SIGMOD 2003, the method of MOSS), over words instead of characters:
 *
 * 1. the text becomes a list of normalised words (case, accents and apostrophes folded; punctuation and spacing
 *    dropped), each remembering where it stands in the original text;
 * 2. every run of K consecutive words (a k-gram) is hashed;
 * 3. in every window of W consecutive hashes the smallest is selected (the rightmost one on a tie), and each
 *    selection is kept once: the fingerprints.
 *
 * The paper's guarantee: any run of at least W + K - 1 words (here 8) shared by two texts yields at least one
 * common fingerprint, and runs shorter than K words (here 5) never do, so shared stock phrases stay below the
 * noise threshold while a copied sentence is always found.
 */

/** Words per k-gram: the noise threshold (a shared run shorter than this never matches). */
export const K = 5;
/** Hashes per window; with K, the guarantee threshold W + K - 1 = 8 words. */
export const W = 4;

/** A word of the text: its normalised form and where it stands in the original (UTF-16 offsets). */
export interface Word {
  norm: string;
  start: number;
  end: number;
}

/** One selected k-gram: its hash and the index of its first word. */
export interface Fingerprint {
  hash: number;
  position: number;
}

/** Letters and digits, with inner apostrophes ("don't", "writer's" are one word). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHES = /['’]/g;

/** "Café", "CAFE" and "cafe" are one word; "don't" and "dont" too. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(APOSTROPHES, '');
}

export function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    norm: normaliseWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * cyrb53: a fast, well-mixed 53-bit string hash (two 32-bit multiply-xorshift lanes). 53 bits is exact in a
 * JavaScript number and fits PostgreSQL's bigint, and collisions among millions of k-grams stay negligible.
 */
export function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash of every k-gram, in order: k-gram i covers words i to i + k - 1. */
export function kGramHashes(list: readonly Word[], k = K): number[] {
  const hashes: number[] = [];
  for (let i = 0; i + k <= list.length; i++) {
    hashes.push(
      hash53(
        list
          .slice(i, i + k)
          .map((word) => word.norm)
          .join(' '),
      ),
    );
  }
  return hashes;
}

/**
 * Robust winnowing (the paper's section 4.2): in each window of `w` hashes, the minimum; on a tie the one the
 * previous window selected if it is still inside, else the rightmost. A selection is recorded once, however
 * many windows keep it. Fewer hashes than a window: the smallest of them, so a short text still has one.
 */
export function winnow(hashes: readonly number[], w = W): Fingerprint[] {
  if (hashes.length === 0) return [];
  const selected: Fingerprint[] = [];
  const windows = Math.max(1, hashes.length - w + 1);
  const width = Math.min(w, hashes.length);
  let last = -1;
  for (let start = 0; start < windows; start++) {
    let min = start;
    for (let i = start + 1; i < start + width; i++) if (hashes[i] <= hashes[min]) min = i;
    if (last >= start && hashes[last] === hashes[min]) continue;
    selected.push({ hash: hashes[min], position: min });
    last = min;
  }
  return selected;
}

/** A text's words and fingerprints. */
export interface FingerprintedText {
  words: Word[];
  fingerprints: Fingerprint[];
}

export function fingerprint(text: string): FingerprintedText {
  const list = words(text);
  return { words: list, fingerprints: winnow(kGramHashes(list)) };
}
