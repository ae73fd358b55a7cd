import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** D20's limit on one-to-one sessions. */
export interface MentoringSettings {
  /** How many open (requested or scheduled) requests a member may make in one UTC calendar month. */
  perMonth: number;
}

export function readMentoringSettings(read: SettingsReader): MentoringSettings {
  return { perMonth: read.int('ONE_TO_ONE_PER_MONTH', 1, 1, 31) };
}

export const MENTORING_SETTINGS = Symbol('MENTORING_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const mentoringSettings = moduleSettings('mentoring', MENTORING_SETTINGS, readMentoringSettings);
