import type { FingerprintHit } from '../../../domain/originality/originality-matching';
import type {
  Exclusion,
  PublishedText,
  SourceDocument,
  SubmittedText,
} from '../../../domain/originality/source-document';
import type { Fingerprint } from '../../../domain/originality/winnowing';

/** A text to store with its fingerprints. */
export interface IndexedText {
  contentHash: string;
  words: number;
  fingerprints: readonly Fingerprint[];
}

/** The stored fingerprints of every text the collective holds (table `originality_fingerprints`). */
export interface FingerprintIndex {
  /** Each stored document sharing one of `hashes`, once per shared hash, without the excluded documents. */
  hitsFor(hashes: readonly number[], exclusion: Exclusion): Promise<FingerprintHit[]>;
  documents(ids: readonly number[]): Promise<SourceDocument[]>;

  /** The content hash stored for each published text, by key. */
  publishedHashes(): Promise<Map<string, string>>;
  /** Stores a published text, replacing its fingerprints, unless the stored one has the same content hash. */
  savePublished(text: PublishedText, indexed: IndexedText): Promise<boolean>;
  /** Forgets published texts that are gone (a deleted post); answers how many. */
  removePublished(keys: readonly string[]): Promise<number>;

  /** Stores a submitted version (once: its submission id is unique). */
  saveSubmission(text: SubmittedText, indexed: IndexedText): Promise<void>;
}
