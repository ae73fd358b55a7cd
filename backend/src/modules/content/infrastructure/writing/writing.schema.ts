import { EntitySchema } from '@mikro-orm/core';
import { DRAFT_FORMATS, type WritingDraft } from '../../domain/writing/draft';
import { PROMPT_CATEGORIES, type WritingPrompt } from '../../domain/writing/prompt';

/** The writing tools' tables (constraints: the content module's writing migration). */

export const WritingPromptSchema = new EntitySchema<WritingPrompt>({
  name: 'WritingPrompt',
  tableName: 'writing_prompts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 120, unique: 'writing_prompts_title_unique' },
    prompt: { type: 'string', length: 2000 },
    category: { type: 'string', enum: true, items: () => [...PROMPT_CATEGORIES] },
    difficulty: { type: 'smallint' },
  },
});

export interface PromptViewRow {
  userId: number;
  promptId: number;
  seenAt: Date;
}

export const PromptViewSchema = new EntitySchema<PromptViewRow>({
  name: 'WritingPromptView',
  tableName: 'writing_prompt_views',
  properties: {
    userId: { type: 'integer', primary: true },
    promptId: { type: 'integer', primary: true },
    seenAt: { type: 'datetime' },
  },
});

export interface DailyPromptRow {
  /** "YYYY-MM-DD", a UTC day. */
  day: string;
  promptId: number;
}

export const DailyPromptSchema = new EntitySchema<DailyPromptRow>({
  name: 'WritingDailyPrompt',
  tableName: 'writing_daily_prompts',
  properties: {
    day: { type: 'date', primary: true },
    promptId: { type: 'integer' },
  },
});

/** A stored draft: the domain's, with its owner. */
export interface DraftRow extends WritingDraft {
  userId: number;
}

export const DraftSchema = new EntitySchema<DraftRow>({
  name: 'WritingDraft',
  tableName: 'writing_drafts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    title: { type: 'string', length: 200 },
    format: { type: 'string', enum: true, items: () => [...DRAFT_FORMATS] },
    content: { type: 'text' },
    promptId: { type: 'integer', nullable: true },
    wordCount: { type: 'integer' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export interface WritingDayRow {
  userId: number;
  day: string;
}

export const WritingDaySchema = new EntitySchema<WritingDayRow>({
  name: 'WritingDay',
  tableName: 'writing_days',
  properties: {
    userId: { type: 'integer', primary: true },
    day: { type: 'date', primary: true },
  },
});
