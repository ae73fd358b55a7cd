import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../../platform/database/fresh-read';
import { SqlRunner } from '../../../../platform/database/sql-runner';
import type { DraftRepository } from '../../application/writing/ports/draft.repository';
import type { DraftToSave, WritingDraft, WritingDraftSummary } from '../../domain/writing/draft';
import { DraftSchema, WritingDaySchema, type DraftRow } from './writing.schema';

/** The first key of the advisory locks that serialize one member's draft creations (the second is the member). */
const DRAFTS_LOCK_SPACE = 7_501;

const SUMMARY_FIELDS = ['id', 'title', 'format', 'promptId', 'wordCount', 'createdAt', 'updatedAt'] as const;

/**
 * Every statement names the owner next to the id, so a member's call never reaches another's draft. Writes are
 * single statements (`RETURNING *` mapped by the schema); reads use FRESH_READ, as they follow such writes.
 */
@Injectable()
export class MikroOrmDraftRepository implements DraftRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async listFor(userId: number, limit: number): Promise<WritingDraftSummary[]> {
    const rows = await this.em.find(
      DraftSchema,
      { userId },
      { ...FRESH_READ, fields: SUMMARY_FIELDS, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], limit },
    );
    return rows.map(summaryOf);
  }

  async findFor(userId: number, id: number): Promise<WritingDraft | null> {
    const row = await this.em.findOne(DraftSchema, { id, userId }, FRESH_READ);
    return row && draftOf(row);
  }

  async lockMemberDrafts(userId: number): Promise<void> {
    await this.sql.run('SELECT pg_advisory_xact_lock(?, ?)', [DRAFTS_LOCK_SPACE, userId]);
  }

  countFor(userId: number): Promise<number> {
    return this.em.count(DraftSchema, { userId });
  }

  async create(userId: number, draft: DraftToSave): Promise<WritingDraft> {
    const [row] = await this.em.execute(
      `INSERT INTO writing_drafts (user_id, title, format, content, prompt_id, word_count, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING *`,
      [userId, draft.title, draft.format, draft.content, draft.promptId, draft.wordCount, draft.savedAt, draft.savedAt],
    );
    return draftOf(this.em.map(DraftSchema, row));
  }

  async update(userId: number, id: number, draft: DraftToSave): Promise<WritingDraft | null> {
    const [row] = await this.em.execute(
      `UPDATE writing_drafts SET title = ?, format = ?, content = ?, prompt_id = ?, word_count = ?, updated_at = ?
       WHERE id = ? AND user_id = ?
       RETURNING *`,
      [draft.title, draft.format, draft.content, draft.promptId, draft.wordCount, draft.savedAt, id, userId],
    );
    return row ? draftOf(this.em.map(DraftSchema, row)) : null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    return (await this.em.nativeDelete(DraftSchema, { id, userId })) > 0;
  }

  async recordWritingDay(userId: number, day: string): Promise<void> {
    await this.em.createQueryBuilder(WritingDaySchema).insert({ userId, day }).onConflict().ignore().execute('run');
  }
}

/** A plain summary (not the managed entity), in the API's field order. */
function summaryOf(row: Pick<DraftRow, (typeof SUMMARY_FIELDS)[number]>): WritingDraftSummary {
  return {
    id: row.id,
    title: row.title,
    format: row.format,
    promptId: row.promptId,
    wordCount: row.wordCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function draftOf(row: DraftRow): WritingDraft {
  return { ...summaryOf(row), content: row.content };
}
