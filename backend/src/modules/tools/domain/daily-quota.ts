/**
 * The daily check limit of Writer and the free trial (D20): TOOL_CHECKS_PER_DAY grammar and originality checks
 * together per member and UTC day. Professional, Editorial Partner and admins have none (`limit` null).
 */
export interface ToolQuota {
  /** Checks a day, or null without a daily limit. */
  limit: number | null;
  /** Checks counted today (UTC). */
  used: number;
  /** Checks left today, or null without a daily limit. */
  remaining: number | null;
  /** The next midnight UTC (ISO), when the count starts again. */
  resetsAt: string;
}

/** The UTC day of `now` as YYYY-MM-DD: the daily counter's key, so each UTC day counts from zero. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The next midnight UTC after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function toolQuota(limit: number | null, used: number, now: Date): ToolQuota {
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetsAt: nextUtcMidnight(now).toISOString(),
  };
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The reset as the member reads it: the time and the day, in UTC (D14's long US date). */
export const resetTimeText = (resetsAt: Date): string => `00:00 UTC on ${DAY.format(resetsAt)}`;
