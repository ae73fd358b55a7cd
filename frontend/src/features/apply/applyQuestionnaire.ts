/**
 * The /apply questionnaire (spec sections 2 and 5, D2): four question steps and a final screen,
 * held in the browser. The answers travel to registration in session storage.
 */
export const WRITING_TYPES = [
  'Articles',
  'Editorials',
  'Short Stories',
  'Poetry',
  'Scripts',
  'Blog Posts',
  'Email Newsletters',
  'Websites/Webpages',
  'Social Media Posts',
  'E-books',
] as const;

export const INVOLVEMENT_GOALS = [
  'Write Paid Articles/Complete Paid Writing Tasks/Paid Assignments',
  'Improve My Skills',
  'Accelerate My Writing Career',
  'Join A Community of Writers & Editors',
] as const;

export type Acknowledgment = 'I Acknowledge' | "I Don't Acknowledge";
export const ACKNOWLEDGMENTS: readonly Acknowledgment[] = ['I Acknowledge', "I Don't Acknowledge"];

export interface ApplyAnswers {
  name: string;
  writingTypes: string[];
  otherWritingType: string;
  involvementGoals: string[];
  acknowledgment: Acknowledgment | null;
}

export const EMPTY_ANSWERS: ApplyAnswers = {
  name: '',
  writingTypes: [],
  otherWritingType: '',
  involvementGoals: [],
  acknowledgment: null,
};

/** Steps 0-3 ask; step 4 is the final screen. Progress counts the final screen as the fifth. */
export const QUESTION_STEPS = 4;
export const TOTAL_STEPS = 5;
export const FINAL_STEP = QUESTION_STEPS;

export function progressPercent(step: number): number {
  return Math.round(((step + 1) / TOTAL_STEPS) * 100);
}

export const NAME_REQUIRED = 'Please enter your name to continue.';
// The choices are named exactly as the options read (spec section 5), straight apostrophe included.
export const ACKNOWLEDGMENT_REQUIRED = "Please choose I Acknowledge or I Don't Acknowledge to continue.";

/** Why Next is refused on this step, or null. Steps 2 and 3 are optional. */
export function stepError(step: number, answers: ApplyAnswers): string | null {
  if (step === 0 && answers.name.trim() === '') return NAME_REQUIRED;
  if (step === 3 && answers.acknowledgment === null) return ACKNOWLEDGMENT_REQUIRED;
  return null;
}

export function toggle(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/** Read by the registration wizard, which stores the answers with the application (D2). */
export const APPLY_ANSWERS_KEY = 'penwright.applyAnswers';

export interface StoredApplyAnswers extends Omit<ApplyAnswers, 'acknowledgment'> {
  acknowledgment: Acknowledgment;
  completedAt: string;
}

export function storeAnswers(answers: ApplyAnswers, storage: Storage = window.sessionStorage): void {
  if (!answers.acknowledgment) return;
  const stored: StoredApplyAnswers = {
    name: answers.name.trim(),
    writingTypes: answers.writingTypes,
    otherWritingType: answers.otherWritingType.trim(),
    involvementGoals: answers.involvementGoals,
    acknowledgment: answers.acknowledgment,
    completedAt: new Date().toISOString(),
  };
  try {
    storage.setItem(APPLY_ANSWERS_KEY, JSON.stringify(stored));
  } catch {
    // Storage can be full or disabled; registration then simply starts without the answers.
  }
}
