export const QUESTION_REPOSITORY = Symbol('QUESTION_REPOSITORY');
export const ATTEMPT_REPOSITORY = Symbol('ATTEMPT_REPOSITORY');
/** The authored question bank the seed upserts (`readonly BankQuestion[]`). */
export const QUESTION_BANK_SOURCE = Symbol('QUESTION_BANK_SOURCE');
/** `() => number` in [0, 1) for draws; tests may pin it. */
export const RANDOM = Symbol('RANDOM');
export const ASSESSMENT_PERSONAL_DATA = Symbol('ASSESSMENT_PERSONAL_DATA');
