import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/**
 * Quiz retakes (D17): the defaults close the door on mapping the answer bank one attempt at a time.
 * 0 turns each rule off.
 */
export interface QuizSettings {
  /** Minutes a member waits after a failed attempt before starting another (default 24 hours). */
  retakeCooldownMinutes: number;
  /** Attempts allowed per application, the open one included (default 3); the last failure rejects it. */
  maxAttempts: number;
  /** Days after that rejection before the member may apply again (default 30). */
  reapplyWaitDays: number;
}

export function readQuizSettings(read: SettingsReader): QuizSettings {
  return {
    retakeCooldownMinutes: read.int('QUIZ_RETAKE_COOLDOWN_MINUTES', 24 * 60, 0, 60 * 24 * 365),
    maxAttempts: read.int('QUIZ_MAX_ATTEMPTS', 3, 0, 1000),
    reapplyWaitDays: read.int('QUIZ_REAPPLY_WAIT_DAYS', 30, 0, 3650),
  };
}

export const QUIZ_SETTINGS = Symbol('QUIZ_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const quizSettings = moduleSettings('quiz', QUIZ_SETTINGS, readQuizSettings);
