import type { ApplyAnswers } from '../../domain/application';

/** The demo members' applications the seed step puts in place (provided by the module from infrastructure/seed). */
export interface ApplicationSeedData {
  /** The demo member's answers: her application waits for the quiz. */
  demoAnswers: ApplyAnswers;
  /** The approved demo member's answers, and the note the administrator approved them with. */
  approvedAnswers: ApplyAnswers;
  approvalNote: string;
}

export const APPLICATION_SEED = Symbol('APPLICATION_SEED');
