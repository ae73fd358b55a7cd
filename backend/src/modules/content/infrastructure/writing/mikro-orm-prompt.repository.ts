import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../../platform/database/sql-runner';
import type { PromptClaim, PromptRepository } from '../../application/writing/ports/prompt.repository';
import type { NewWritingPrompt, PromptCategory, WritingPrompt } from '../../domain/writing/prompt';
import { PromptViewSchema, WritingPromptSchema } from './writing.schema';

/**
 * One statement picks a prompt the member has not seen and records it. Two tabs asking at once may pick the
 * same one: the view's primary key lets one insert win, and the other (ON CONFLICT DO NOTHING, after waiting
 * for the winner's commit) records nothing and reports `lost`, so its caller picks again among what is left.
 * No record is lost and no prompt is handed out twice. `candidate` is materialized, so the random pick is
 * made once and both uses of it agree. The claimed prompt's columns (`p.*`, all null when none was claimed) are
 * mapped by the ORM.
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
  SELECT (SELECT count(*) FROM candidate)::int AS candidates, p.*
  FROM (SELECT 1) AS one
  LEFT JOIN claimed ON true
  LEFT JOIN writing_prompts p ON p.id = claimed.prompt_id`;

const DAILY_SQL = `
  SELECT p.*
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
    const prompt = await this.em.findOne(WritingPromptSchema, { id });
    return prompt ? promptOf(prompt) : null;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.em.count(WritingPromptSchema, { id })) > 0;
  }

  count(category: PromptCategory | null): Promise<number> {
    return this.em.count(WritingPromptSchema, category ? { category } : {});
  }

  async claimUnseen(userId: number, category: PromptCategory | null, now: Date): Promise<PromptClaim> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(CLAIM_SQL, [
      category,
      category,
      userId,
      userId,
      now,
    ]);
    const { candidates, ...claimed } = row ?? {};
    if (candidates === undefined || candidates === 0) return { outcome: 'exhausted' };
    if (claimed.id === null) return { outcome: 'lost' };
    return { outcome: 'claimed', prompt: promptOf(this.em.map(WritingPromptSchema, claimed)) };
  }

  clearSeen(userId: number): Promise<number> {
    return this.em.nativeDelete(PromptViewSchema, { userId });
  }

  async findDaily(day: string): Promise<WritingPrompt | null> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(DAILY_SQL, [day]);
    return row ? promptOf(this.em.map(WritingPromptSchema, row)) : null;
  }

  async pinDaily(day: string, position: number): Promise<void> {
    await this.sql.run(PIN_DAILY_SQL, [day, position]);
  }
}

/** The domain's prompt, a plain object, of the ORM's entity. */
function promptOf({ id, title, prompt, category, difficulty }: WritingPrompt): WritingPrompt {
  return { id, title, prompt, category, difficulty };
}
