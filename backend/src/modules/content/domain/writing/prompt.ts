/**
 * A writing prompt of the bank (spec section 3, D11): one of the six categories of the writing tools page,
 * difficulty 1 (a warm-up) to 5 (a demanding form or a long piece).
 */
export const PROMPT_CATEGORIES = ['Fiction', 'Non-fiction', 'Poetry', 'Creative', 'Technical', 'Personal'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

export const PROMPT_TITLE_MAX = 120;
export const PROMPT_TEXT_MAX = 2000;

export interface WritingPrompt {
  id: number;
  title: string;
  prompt: string;
  category: PromptCategory;
  /** 1 to 5. */
  difficulty: number;
}

export type NewWritingPrompt = Omit<WritingPrompt, 'id'>;

/** What `GET /api/prompts/random` answers once the member has seen every prompt (of the category asked). */
export interface PromptsExhausted {
  exhausted: true;
  message: string;
  /** How many prompts there are (in the category asked, else in the whole bank). */
  totalPrompts: number;
}

/** The category as written on the tools page, whatever its case ("non-fiction" is "Non-fiction"); else null. */
export function promptCategoryNamed(name: string): PromptCategory | null {
  const lower = name.toLowerCase();
  return PROMPT_CATEGORIES.find((category) => category.toLowerCase() === lower) ?? null;
}

export function promptsExhausted(totalPrompts: number, category: PromptCategory | null): PromptsExhausted {
  const which = category ? `${category} prompts` : 'writing prompts';
  const all = totalPrompts === 1 ? `the only one of the ${which}` : `all ${totalPrompts} ${which}`;
  return {
    exhausted: true,
    message: `You've seen ${all}. Start Over to see them again.`,
    totalPrompts,
  };
}
