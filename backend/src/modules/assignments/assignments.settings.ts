import type { SettingsReader } from '../../platform/config/settings-reader';

/** D9's limits on assignments. */
export interface AssignmentSettings {
  /** How many active (`assigned` or `in_progress`) assignments one member may hold at once. */
  claimLimit: number;
}

export function readAssignmentSettings(read: SettingsReader): AssignmentSettings {
  return { claimLimit: read.int('ASSIGNMENT_CLAIM_LIMIT', 3, 1, 100) };
}

export const ASSIGNMENT_SETTINGS = Symbol('ASSIGNMENT_SETTINGS');
