import { hasFirstLook, type PerkHolder } from '../../billing/domain/tier-perks';
import type { AssignmentSettings } from '../assignments.settings';
import type { PremiumAccess } from './ports/assignment.repository';

/**
 * What premium work (D20) the member may see and take at `now`: all of it with the first look (Editorial
 * Partners, admins), otherwise what was marked premium PREMIUM_EARLY_ACCESS_HOURS ago or earlier.
 */
export function premiumAccessOf(member: PerkHolder, settings: AssignmentSettings, now: Date): PremiumAccess {
  return {
    firstLook: hasFirstLook(member),
    premiumMarkedBy: new Date(now.getTime() - settings.premiumEarlyAccessHours * 3_600_000),
  };
}

/** An editor's assign is the editor's choice of writer: premium work goes to whomever they pick. */
export const EDITOR_ACCESS: PremiumAccess = { firstLook: true, premiumMarkedBy: new Date(0) };
