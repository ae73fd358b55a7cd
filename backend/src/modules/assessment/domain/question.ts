/** The six topics of the assessment (spec section 2), as shown to members. */
export const QUIZ_CATEGORIES = [
  'Grammar & Punctuation',
  'Style & Tone',
  'Editorial Principles',
  'Content Structure',
  'Professional Standards',
  'Writing Best Practices',
] as const;

export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

export type QuizDifficulty = 1 | 2 | 3 | 4 | 5;

/** A question as authored in the bank: `key` identifies it across seeds; `correctIndex` never leaves the server. */
export interface BankQuestion {
  key: string;
  category: QuizCategory;
  difficulty: QuizDifficulty;
  question: string;
  options: readonly string[];
  correctIndex: number;
}

/** A question as stored, with its database id (the id members see). */
export interface StoredQuestion extends BankQuestion {
  id: number;
}

/** What a member receives: options in the attempt's order, and nothing that tells which one is right. */
export interface PublicQuestion {
  id: number;
  category: QuizCategory;
  difficulty: QuizDifficulty;
  question: string;
  options: string[];
}
