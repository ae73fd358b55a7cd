import { ceilToMinute } from '../../../shared/domain/utc-moment';

/** D17's rules as numbers; 0 turns each off (see assessment.settings.ts). */
export interface RetakeRules {
  retakeCooldownMinutes: number;
  maxAttempts: number;
  reapplyWaitDays: number;
}

/** An application's attempts so far: how many were started, and the latest completed one if it failed. */
export interface AttemptHistory {
  started: number;
  /** When the latest completed attempt ended, if it was a failure (null: none yet, or it passed). */
  lastFailureAt: Date | null;
}

/** Whether a new attempt may start now, and if not, why. */
export type RetakeVerdict =
  | { kind: 'open'; attemptsLeft: number | null }
  | { kind: 'cooldown'; attemptsLeft: number | null; nextAttemptAt: Date }
  | { kind: 'exhausted' };

/** Attempts the application still has; null when there is no limit. */
export function attemptsLeft(started: number, rules: RetakeRules): number | null {
  return rules.maxAttempts > 0 ? Math.max(0, rules.maxAttempts - started) : null;
}

/**
 * The limit first (no waiting makes a used-up application usable again), then the cooldown after a failure.
 * Times are rounded up to the minute, so the moment a message shows is never earlier than the real one.
 */
export function retakeVerdict(history: AttemptHistory, rules: RetakeRules, now: Date): RetakeVerdict {
  const left = attemptsLeft(history.started, rules);
  if (left === 0) return { kind: 'exhausted' };
  if (history.lastFailureAt && rules.retakeCooldownMinutes > 0) {
    const nextAttemptAt = ceilToMinute(
      new Date(history.lastFailureAt.getTime() + rules.retakeCooldownMinutes * 60_000),
    );
    if (nextAttemptAt > now) return { kind: 'cooldown', attemptsLeft: left, nextAttemptAt };
  }
  return { kind: 'open', attemptsLeft: left };
}

/** After a failed attempt is graded: true when it was the application's last one (it is then rejected). */
export const usedLastAttempt = (started: number, rules: RetakeRules) => attemptsLeft(started, rules) === 0;

/** When a member whose application the quiz rejected at `failedAt` may apply again. */
export function reapplyAtAfter(failedAt: Date, rules: RetakeRules): Date {
  return ceilToMinute(new Date(failedAt.getTime() + rules.reapplyWaitDays * 24 * 60 * 60_000));
}
