import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { FingerprintIndex, IndexedText } from '../../application/originality/ports/fingerprint-index';
import type { FingerprintHit } from '../../domain/originality/originality-matching';
import type { Exclusion, PublishedText, SourceDocument, SubmittedText } from '../../domain/originality/source-document';
import { intArray } from './int-array';
import { OriginalityDocumentSchema, type OriginalityDocumentRow } from './originality.schema';

const HIT = { document_id: col.int, hash: col.int };

/**
 * Documents through the EntityManager; fingerprints through SqlRunner, because a text has thousands of them and
 * PostgreSQL takes them as arrays: one `unnest` INSERT and one `= ANY(array)` lookup on the hash index, where
 * the ORM would bind a placeholder per value.
 */
@Injectable()
export class PostgresFingerprintIndex implements FingerprintIndex {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async hitsFor(hashes: readonly number[], exclusion: Exclusion): Promise<FingerprintHit[]> {
    const excluded = exclusion.ownVersionsOf
      ? (
          await this.em.find(
            OriginalityDocumentSchema,
            { kind: 'submission', ...exclusion.ownVersionsOf },
            { fields: ['id'] },
          )
        ).map((document) => document.id)
      : [];
    const rows = await this.sql.rows(
      `SELECT DISTINCT document_id, hash FROM originality_fingerprints
       WHERE hash = ANY(?::bigint[]) AND document_id <> ALL(?::integer[])`,
      [intArray(hashes), intArray(excluded)],
      HIT,
    );
    return rows.map((row) => ({ documentId: row.document_id, hash: row.hash }));
  }

  async documents(ids: readonly number[]): Promise<SourceDocument[]> {
    const rows = await this.em.find(OriginalityDocumentSchema, { id: { $in: [...ids] } });
    return rows.map(({ id, kind, title, url, userId, assignmentId, submissionId }) => ({
      id,
      kind,
      title,
      url,
      userId,
      assignmentId,
      submissionId,
    }));
  }

  async publishedHashes(): Promise<Map<string, string>> {
    const rows = await this.em.find(
      OriginalityDocumentSchema,
      { kind: { $ne: 'submission' } },
      { fields: ['sourceKey', 'contentHash'] },
    );
    return new Map(rows.map((row) => [row.sourceKey, row.contentHash]));
  }

  async savePublished(text: PublishedText, indexed: IndexedText): Promise<boolean> {
    // Only a new or changed text comes back: of two processes indexing at once, the second changes nothing.
    const changed = await this.sql.one(
      `INSERT INTO originality_documents (kind, source_key, title, url, content_hash, word_count)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (source_key) DO UPDATE SET kind = excluded.kind, title = excluded.title, url = excluded.url,
         content_hash = excluded.content_hash, word_count = excluded.word_count, indexed_at = now()
       WHERE originality_documents.content_hash <> excluded.content_hash
       RETURNING id`,
      [text.kind, text.key, text.title, text.url, indexed.contentHash, indexed.words],
      { id: col.int },
    );
    if (!changed) return false;
    await this.sql.run('DELETE FROM originality_fingerprints WHERE document_id = ?', [changed.id]);
    await this.insertFingerprints(changed.id, indexed);
    return true;
  }

  async removePublished(keys: readonly string[]): Promise<number> {
    if (!keys.length) return 0;
    return this.em.nativeDelete(OriginalityDocumentSchema, {
      sourceKey: { $in: [...keys] },
      kind: { $ne: 'submission' },
    });
  }

  async saveSubmission(text: SubmittedText, indexed: IndexedText): Promise<void> {
    const document = this.em.create(OriginalityDocumentSchema, {
      kind: 'submission',
      sourceKey: `submission:${text.submissionId}`,
      title: text.title,
      url: null,
      contentHash: indexed.contentHash,
      wordCount: indexed.words,
      submissionId: text.submissionId,
      assignmentId: text.assignmentId,
      userId: text.userId,
      indexedAt: new Date(),
    } satisfies Omit<OriginalityDocumentRow, 'id'>);
    await this.em.persist(document).flush();
    await this.insertFingerprints(document.id, indexed);
  }

  private async insertFingerprints(documentId: number, { fingerprints }: IndexedText): Promise<void> {
    if (!fingerprints.length) return;
    await this.sql.run(
      `INSERT INTO originality_fingerprints (document_id, hash, position)
       SELECT ?, t.hash, t.position FROM unnest(?::bigint[], ?::integer[]) AS t (hash, position)`,
      [documentId, intArray(fingerprints.map((f) => f.hash)), intArray(fingerprints.map((f) => f.position))],
    );
  }
}
