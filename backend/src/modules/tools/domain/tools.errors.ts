import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import { resetTimeText } from './daily-quota';

/** The writing tools' error codes (docs/errors.md). */
export const TOOLS_ERRORS = errorCodes({
  TOOLS_CHECK_LIMIT_REACHED: 'RATE_LIMITED',
  /** Writer and the free trial used today's TOOL_CHECKS_PER_DAY checks (D20); they reset at midnight UTC. */
  TOOL_DAILY_LIMIT_REACHED: 'RATE_LIMITED',
  /** The grammar checker could not finish, or is busy with other texts: try again in a moment. */
  GRAMMAR_CHECKER_UNAVAILABLE: 'UNAVAILABLE',
});

export type Tool = 'grammar' | 'originality';

/** TOOLS_CHECKS_PER_WINDOW: the limit, the window and when the next check opens. */
export function tooManyChecks(tool: Tool, limit: number, windowMinutes: number, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    TOOLS_ERRORS.TOOLS_CHECK_LIMIT_REACHED,
    `You have run ${limit} ${tool} checks in the last ${windowMinutes} minutes, the most allowed. ` +
      `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** TOOL_CHECKS_PER_DAY (D20): the limit and when it resets, as a time. */
export const dailyLimitReached = (limit: number, resetsAt: Date) =>
  new DomainError(
    TOOLS_ERRORS.TOOL_DAILY_LIMIT_REACHED,
    `You have used today’s ${limit} grammar and originality checks, the daily limit of your plan. ` +
      `They reset at midnight UTC (${resetTimeText(resetsAt)}). Professional and Editorial Partner members ` +
      'have no daily limit.',
  );

export const grammarUnavailable = () =>
  new DomainError(
    TOOLS_ERRORS.GRAMMAR_CHECKER_UNAVAILABLE,
    'The grammar checker could not finish this check. Please try again in a moment.',
  );

export const grammarBusy = () =>
  new DomainError(
    TOOLS_ERRORS.GRAMMAR_CHECKER_UNAVAILABLE,
    'The grammar checker is busy with other members’ texts. Please try again in a moment.',
  );

/** The review desk checks one version at a time per instance (D22), and another is still being checked. */
export const versionCheckBusy = () =>
  new DomainError(
    TOOLS_ERRORS.GRAMMAR_CHECKER_UNAVAILABLE,
    'The grammar checker is checking another version for the review desk. Please try again in a few seconds.',
  );
