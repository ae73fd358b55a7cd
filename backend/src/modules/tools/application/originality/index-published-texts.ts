import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { contentHash } from '../../domain/originality/content-hash';
import { fingerprint } from '../../domain/originality/winnowing';
import { FINGERPRINT_INDEX, PUBLISHED_TEXTS } from '../../tools.tokens';
import type { FingerprintIndex } from './ports/fingerprint-index';
import type { PublishedTexts } from './ports/published-texts';

/**
 * Brings the index of published texts up to date: a new or changed text is fingerprinted (each in its own
 * transaction), an unchanged one costs a hash comparison, a removed one is forgotten. Idempotent: the seed step
 * runs it, a job repeats it every 10 minutes (a post added by any means is indexed by then), and a feature that
 * publishes a post calls it after its commit to index the post at once.
 */
@Injectable()
export class IndexPublishedTexts {
  private readonly logger = new Logger('Originality');

  constructor(
    @Inject(PUBLISHED_TEXTS) private readonly published: PublishedTexts,
    @Inject(FINGERPRINT_INDEX) private readonly index: FingerprintIndex,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async execute(): Promise<void> {
    const texts = await this.published.all();
    const stored = await this.index.publishedHashes();
    let indexed = 0;
    for (const text of texts) {
      // The title and link are shown with a match: a change to either is a change too.
      const hash = contentHash([text.title, text.url, text.text].join('\n'));
      if (stored.get(text.key) === hash) continue;
      const { words, fingerprints } = fingerprint(text.text);
      const saved = await this.uow.run(() =>
        this.index.savePublished(text, { contentHash: hash, words: words.length, fingerprints }),
      );
      if (saved) indexed++;
    }
    const current = new Set(texts.map((text) => text.key));
    const removed = await this.index.removePublished([...stored.keys()].filter((key) => !current.has(key)));
    if (indexed || removed) {
      this.logger.log(`Published texts indexed: ${indexed} new or changed, ${removed} removed, ${texts.length} in all`);
    }
  }
}
