import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** D9's limits on assignments. */
export interface AssignmentSettings {
  /** How many active (`assigned` or `in_progress`) assignments one member may hold at once. */
  claimLimit: number;
  /** How long past its deadline unsubmitted work stays with its writer before it returns to `available`. */
  releaseGraceHours: number;
  /** D20, "First look": how long after its creation a premium assignment is open to Editorial Partners only. */
  premiumEarlyAccessHours: number;
}

export function readAssignmentSettings(read: SettingsReader): AssignmentSettings {
  return {
    claimLimit: read.int('ASSIGNMENT_CLAIM_LIMIT', 3, 1, 100),
    releaseGraceHours: read.int('ASSIGNMENT_RELEASE_GRACE_HOURS', 48, 0, 8760),
    premiumEarlyAccessHours: read.int('PREMIUM_EARLY_ACCESS_HOURS', 48, 0, 8760),
  };
}

export const ASSIGNMENT_SETTINGS = Symbol('ASSIGNMENT_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const assignmentSettings = moduleSettings('assignments', ASSIGNMENT_SETTINGS, readAssignmentSettings);
