import type { NewWritingPrompt, PromptCategory, WritingPrompt } from '../../../domain/writing/prompt';

/**
 * One attempt to hand a member a prompt they have not seen: `claimed` (now recorded as seen), `exhausted`
 * (nothing unseen is left) or `lost` (another request of the same member recorded the prompt this one chose
 * first; unseen prompts may remain, so try again).
 */
export type PromptClaim =
  { outcome: 'claimed'; prompt: WritingPrompt } | { outcome: 'exhausted' } | { outcome: 'lost' };

export interface PromptRepository {
  /** Adds the prompts whose title is not stored yet; answers how many went in. */
  insertMissing(prompts: readonly NewWritingPrompt[]): Promise<number>;
  findById(id: number): Promise<WritingPrompt | null>;
  exists(id: number): Promise<boolean>;
  /** How many prompts there are, in `category` or in the whole bank. */
  count(category: PromptCategory | null): Promise<number>;
  /** Picks one prompt the member has not seen, at random, and records it as seen, in one statement. */
  claimUnseen(userId: number, category: PromptCategory | null, now: Date): Promise<PromptClaim>;
  /** Empties the member's seen list; answers how many records went. */
  clearSeen(userId: number): Promise<number>;
  /** The prompt pinned to a UTC day ("YYYY-MM-DD"), or null before the day's first request. */
  findDaily(day: string): Promise<WritingPrompt | null>;
  /** Pins the prompt at `position` (in id order) to the day, unless a concurrent request pinned one first. */
  pinDaily(day: string, position: number): Promise<void>;
}
