import { Inject, Injectable } from '@nestjs/common';
import { scoreOriginality, type OriginalityFindings } from '../../domain/originality/originality-matching';
import type { Exclusion } from '../../domain/originality/source-document';
import { fingerprint, type FingerprintedText } from '../../domain/originality/winnowing';
import { FINGERPRINT_INDEX } from '../../tools.tokens';
import type { FingerprintIndex } from './ports/fingerprint-index';

/** A text compared with every stored one: its fingerprints, looked up by hash, scored in the domain. */
@Injectable()
export class CompareText {
  constructor(@Inject(FINGERPRINT_INDEX) private readonly index: FingerprintIndex) {}

  async execute(
    text: string,
    exclusion: Exclusion = {},
  ): Promise<{ checked: FingerprintedText; findings: OriginalityFindings }> {
    const checked = fingerprint(text);
    const hashes = [...new Set(checked.fingerprints.map((f) => f.hash))];
    const hits = hashes.length ? await this.index.hitsFor(hashes, exclusion) : [];
    const documentIds = [...new Set(hits.map((hit) => hit.documentId))];
    const documents = documentIds.length ? await this.index.documents(documentIds) : [];
    const byId = new Map(documents.map((document) => [document.id, document]));
    return { checked, findings: scoreOriginality(text, checked, hits, byId) };
  }
}
