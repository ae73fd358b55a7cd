import type { TemplateContext } from './template';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** D14's long US date of an ISO instant in the data ("December 28, 2026"); null stays null. */
export function longDate(data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`mail data: ${field} must be an ISO date`);
  return LONG_DATE.format(date);
}

/** Integer cents as dollars ("$4.99", "$1,234.56"): money travels in cents and is never computed in floats. */
export { dollars } from '../../../../shared/domain/money';

/** The Account tab, where the member sees the plan, its dates, and cancels or resumes it. */
export const accountLink = (data: Record<string, unknown>, context: TemplateContext) =>
  context.url(typeof data.accountPath === 'string' ? data.accountPath : '/dashboard?tab=account');
