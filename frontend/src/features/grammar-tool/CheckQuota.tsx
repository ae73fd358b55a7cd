import { longDate } from '../../app/dates';
import { useSession } from '../auth/useSession';
import { useGetToolQuotaQuery, type ToolQuota } from './grammarApi';

/** What the line says: the checks left today and when the count starts again, or that the plan has no limit. */
export function quotaText(quota: ToolQuota): string {
  if (quota.limit === null || quota.remaining === null) return 'Your plan has no daily limit on checks.';
  const resets = `${longDate(quota.resetsAt, 'minutes')} (midnight UTC)`;
  if (quota.remaining === 0) return `You have used today’s ${quota.limit} checks. They reset on ${resets}.`;
  return (
    `${quota.remaining} of ${quota.limit} checks left today, grammar and originality together. ` +
    `They reset on ${resets}.`
  );
}

/**
 * The daily check limit beside the tools (D20): Writer and the free trial see what is left of
 * TOOL_CHECKS_PER_DAY, as the server counts it; higher tiers see that they have no limit. Nothing while it loads
 * or when it cannot be read: the check itself still answers with the server's refusal. A visitor (the checker blurred
 * behind the members' gate) has none: it is not asked, which would put a 401 in the console.
 */
export function CheckQuota() {
  const { user } = useSession();
  const { data: quota } = useGetToolQuotaQuery(undefined, { skip: !user });
  if (!quota) return null;
  const spent = quota.remaining === 0;
  return (
    <p className={`pw-check__quota${spent ? ' pw-check__quota--spent' : ''}`} data-testid="check-quota">
      {quotaText(quota)}
    </p>
  );
}
