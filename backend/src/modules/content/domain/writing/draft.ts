import { countWords } from '@penwright/text';

/** A member's writing kept by the writing tools (D5, D11): Save Draft on the prompts tab, Save in the editor. */
export const DRAFT_FORMATS = ['article', 'essay', 'story', 'blog'] as const;
export type DraftFormat = (typeof DRAFT_FORMATS)[number];

export const DRAFT_TITLE_MAX = 200;
/** The same bound as an assignment's text (about 8,000 words), well inside the 100 kB JSON body limit. */
export const DRAFT_CONTENT_MAX = 50_000;

export interface WritingDraft {
  id: number;
  title: string;
  format: DraftFormat;
  content: string;
  /** The prompt the draft answers, if any. */
  promptId: number | null;
  /** Counted by the server with the browser's rule (packages/text). */
  wordCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A draft in the member's list: everything but the text, which only the opened draft carries. */
export type WritingDraftSummary = Omit<WritingDraft, 'content'>;

/** What the member sends to create or replace a draft. */
export interface DraftInput {
  title: string;
  format: DraftFormat;
  content: string;
  promptId: number | null;
}

/** A draft as it is stored: the input, its word count and the moment of the save. */
export interface DraftToSave extends DraftInput {
  wordCount: number;
  savedAt: Date;
}

export function draftToSave(input: DraftInput, savedAt: Date): DraftToSave {
  return { ...input, wordCount: countWords(input.content), savedAt };
}
