import type { SourceDocument } from './source-document';
import { K, type FingerprintedText, type Word } from './winnowing';

/** A source counts only when it shares at least this many fingerprints with the text... */
export const MIN_SHARED_FINGERPRINTS = 2;
/** ...and they cover one unbroken run of at least this many words: two overlapping k-grams, not stray phrases. */
export const MIN_RUN_WORDS = K + 1;
/** The longest matched passage quoted per source (characters). */
export const MATCHED_TEXT_MAX = 300;
/** Matches listed, the most similar first; `totalSources` counts them all. */
export const MAX_MATCHES = 20;

/** A stored fingerprint with the hash of one of the checked text's fingerprints. */
export interface FingerprintHit {
  documentId: number;
  hash: number;
}

export interface SourceMatch {
  document: SourceDocument;
  /** The share (percent) of the checked text's fingerprints this source shares. */
  similarity: number;
  /** The longest passage of the checked text found in this source. */
  matchedText: string;
}

export interface OriginalityFindings {
  /** 100 minus the share of the checked text's fingerprints found in any counting source. */
  originalityScore: number;
  totalSources: number;
  matches: SourceMatch[];
  /** Words compared (a text under K words has no k-gram and cannot match anything). */
  words: number;
}

/**
 * Scores `checked` (its text, words and fingerprints) against the stored fingerprints that share a hash with
 * it. Shares are counted in fingerprints, as MOSS does: a window of the checked text that lies inside a passage
 * copied from a source has the same minimum as the source's window there, so a copy shares every fingerprint
 * and scores 0 (counting covered words instead would miss up to W - 1 words at each edge of a copied passage).
 * A source counts when it shares at least MIN_SHARED_FINGERPRINTS whose k-grams form one unbroken run of
 * MIN_RUN_WORDS words, so a few common phrases scattered through an original text do not make it a copy.
 */
export function scoreOriginality(
  text: string,
  checked: FingerprintedText,
  hits: readonly FingerprintHit[],
  documents: ReadonlyMap<number, SourceDocument>,
): OriginalityFindings {
  const { fingerprints } = checked;
  const hashesByDocument = new Map<number, Set<number>>();
  for (const hit of hits) {
    if (!hashesByDocument.has(hit.documentId)) hashesByDocument.set(hit.documentId, new Set());
    hashesByDocument.get(hit.documentId)!.add(hit.hash);
  }

  const inAnySource = new Set<number>();
  const matches: SourceMatch[] = [];
  for (const [documentId, hashes] of hashesByDocument) {
    const document = documents.get(documentId);
    if (!document) continue;
    const shared = fingerprints.map((f, i) => (hashes.has(f.hash) ? i : -1)).filter((i) => i >= 0);
    const longest = longestRun(
      coverage(
        shared.map((i) => fingerprints[i].position),
        checked.words.length,
      ),
    );
    if (shared.length < MIN_SHARED_FINGERPRINTS || longest.length < MIN_RUN_WORDS) continue;
    for (const i of shared) inAnySource.add(i);
    matches.push({
      document,
      similarity: Math.max(1, Math.round((100 * shared.length) / fingerprints.length)),
      matchedText: quote(text, checked.words, longest),
    });
  }

  matches.sort((a, b) => b.similarity - a.similarity || a.document.id - b.document.id);
  return {
    // Any shared fingerprint keeps the score below 100: "100" promises that nothing was found.
    originalityScore: fingerprints.length ? 100 - Math.ceil((100 * inAnySource.size) / fingerprints.length) : 100,
    totalSources: matches.length,
    matches: matches.slice(0, MAX_MATCHES),
    words: checked.words.length,
  };
}

/** Which words the k-grams starting at `positions` cover. */
function coverage(positions: readonly number[], total: number): Uint8Array {
  const covered = new Uint8Array(total);
  for (const position of positions) covered.fill(1, position, Math.min(total, position + K));
  return covered;
}

interface Run {
  first: number;
  length: number;
}

function longestRun(covered: Uint8Array): Run {
  let best: Run = { first: 0, length: 0 };
  let first = -1;
  for (let i = 0; i <= covered.length; i++) {
    if (i < covered.length && covered[i]) {
      if (first < 0) first = i;
    } else if (first >= 0) {
      if (i - first > best.length) best = { first, length: i - first };
      first = -1;
    }
  }
  return best;
}

/** The run's words as written in the checked text, cut at a word boundary past MATCHED_TEXT_MAX characters. */
function quote(text: string, list: readonly Word[], run: Run): string {
  const start = list[run.first].start;
  let last = run.first + run.length - 1;
  while (last > run.first && list[last].end - start > MATCHED_TEXT_MAX) last--;
  const passage = text.slice(start, list[last].end);
  return last < run.first + run.length - 1 ? `${passage}…` : passage;
}
