import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { col, SqlRunner, type RowOf } from '../../../../platform/database/sql-runner';
import type { PromptClaim, PromptRepository } from '../../application/writing/ports/prompt.repository';
import {
  PROMPT_CATEGORIES,
  type NewWritingPrompt,
  type PromptCategory,
  type WritingPrompt,
} from '../../domain/writing/prompt';
import { PromptViewSchema, WritingPromptSchema } from './writing.schema';

const PROMPT_ROW = {
  id: col.int,
  title: col.text,
  prompt: col.text,
  category: col.oneOf(PROMPT_CATEGORIES),
  difficulty: col.int,
};

/**
 * One statement picks a prompt the member has not seen and records it. Two tabs asking at once may pick the
 * same one: the view's primary key lets one insert win, and the other (ON CONFLICT DO NOTHING, after waiting
 * for the winner's commit) records nothing and reports `lost`, so its caller picks again among what is left.
 * No record is lost and no prompt is handed out twice. `candidate` is materialized, so the random pick is
 * made once and both uses of it agree.
 */
const CLAIM_SQL = `
  WITH candidate AS MATERIALIZED (
    SELECT p.id FROM writing_prompts p
    WHERE (?::text IS NULL OR p.category = ?::text)
      AND NOT EXISTS (SELECT 1 FROM writing_prompt_views v WHERE v.user_id = ? AND v.prompt_id = p.id)
    ORDER BY random()
    LIMIT 1),
  claimed AS (
    INSERT INTO writing_prompt_views (user_id, prompt_id, seen_at)
    SELECT ?, candidate.id, ? FROM candidate
    ON CONFLICT DO NOTHING
    RETURNING prompt_id)
  SELECT (SELECT count(*) FROM candidate) AS candidates, p.id, p.title, p.prompt, p.category, p.difficulty
  FROM (SELECT 1) AS one
  LEFT JOIN claimed ON true
  LEFT JOIN writing_prompts p ON p.id = claimed.prompt_id`;

const CLAIM_ROW = {
  candidates: col.int,
  id: col.nullable(col.int),
  title: col.nullable(col.text),
  prompt: col.nullable(col.text),
  category: col.nullable(col.oneOf(PROMPT_CATEGORIES)),
  difficulty: col.nullable(col.int),
};

const DAILY_SQL = `
  SELECT p.id, p.title, p.prompt, p.category, p.difficulty
  FROM writing_daily_prompts d JOIN writing_prompts p ON p.id = d.prompt_id
  WHERE d.day = ?::date`;

/** The day's prompt by its position in id order; a concurrent first request's pin stands. */
const PIN_DAILY_SQL = `
  INSERT INTO writing_daily_prompts (day, prompt_id)
  SELECT ?::date, id FROM writing_prompts ORDER BY id OFFSET ? LIMIT 1
  ON CONFLICT (day) DO NOTHING`;

@Injectable()
export class MikroOrmPromptRepository implements PromptRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async insertMissing(prompts: readonly NewWritingPrompt[]): Promise<number> {
    if (prompts.length === 0) return 0;
    const { affectedRows } = await this.em
      .createQueryBuilder(WritingPromptSchema)
      .insert(prompts.map((prompt) => ({ ...prompt })))
      .onConflict('title')
      .ignore()
      .execute('run');
    return affectedRows;
  }

  async findById(id: number): Promise<WritingPrompt | null> {
    return this.sql.one(
      'SELECT id, title, prompt, category, difficulty FROM writing_prompts WHERE id = ?',
      [id],
      PROMPT_ROW,
    );
  }

  async exists(id: number): Promise<boolean> {
    return (await this.em.count(WritingPromptSchema, { id })) > 0;
  }

  count(category: PromptCategory | null): Promise<number> {
    return this.em.count(WritingPromptSchema, category ? { category } : {});
  }

  async claimUnseen(userId: number, category: PromptCategory | null, now: Date): Promise<PromptClaim> {
    const row = await this.sql.one(CLAIM_SQL, [category, category, userId, userId, now], CLAIM_ROW);
    if (!row || row.candidates === 0) return { outcome: 'exhausted' };
    return row.id === null ? { outcome: 'lost' } : { outcome: 'claimed', prompt: promptOf(row) };
  }

  clearSeen(userId: number): Promise<number> {
    return this.em.nativeDelete(PromptViewSchema, { userId });
  }

  findDaily(day: string): Promise<WritingPrompt | null> {
    return this.sql.one(DAILY_SQL, [day], PROMPT_ROW);
  }

  async pinDaily(day: string, position: number): Promise<void> {
    await this.sql.run(PIN_DAILY_SQL, [day, position]);
  }
}

/** The claimed prompt of a claim row (its prompt columns are set whenever `id` is). */
function promptOf(row: RowOf<typeof CLAIM_ROW>): WritingPrompt {
  return {
    id: row.id as number,
    title: row.title as string,
    prompt: row.prompt as string,
    category: row.category as PromptCategory,
    difficulty: row.difficulty as number,
  };
}
