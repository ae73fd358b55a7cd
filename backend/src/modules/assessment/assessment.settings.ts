import type { SettingsReader } from '../../platform/config/settings-reader';

/** Assessment settings (D8); 0 turns each off, the default as in the spec. */
export interface QuizSettings {
  /** Minutes a member waits after a failed attempt before starting another. */
  retakeCooldownMinutes: number;
  /** Completed attempts allowed per member. */
  maxAttempts: number;
}

export function readQuizSettings(read: SettingsReader): QuizSettings {
  return {
    retakeCooldownMinutes: read.int('QUIZ_RETAKE_COOLDOWN_MINUTES', 0, 0, 60 * 24 * 365),
    maxAttempts: read.int('QUIZ_MAX_ATTEMPTS', 0, 0, 1000),
  };
}

export const QUIZ_SETTINGS = Symbol('QUIZ_SETTINGS');
