import type { Earnings } from './dashboardApi';
import { formatCents, toCents } from '../../app/money';

export interface MonthPoint {
  /** "YYYY-MM" as the API sends it. */
  month: string;
  /** "Nov 2026", under the bars. */
  short: string;
  /** "November 2026", for the summary and the data table. */
  long: string;
  cents: number;
  /** Dollars for the chart's scale only; every text is written from `cents`. */
  dollars: number;
}

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDate(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

export function toMonthPoints(monthly: Earnings['monthly']): MonthPoint[] {
  return monthly.map(({ month, amount }) => {
    const date = monthDate(month);
    const cents = toCents(amount);
    return { month, short: SHORT.format(date), long: LONG.format(date), cents, dollars: cents / 100 };
  });
}

/** The chart in one sentence, for screen readers and anyone who would rather read than look. */
export function summarizeMonths(points: readonly MonthPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No monthly earnings to show yet.';
  const span = `${first.long} to ${last.long}`;
  const total = points.reduce((sum, point) => sum + point.cents, 0);
  if (total === 0) return `No earnings from ${span} yet.`;
  const best = points.reduce((top, point) => (point.cents > top.cents ? point : top), first);
  return `Earnings per month from ${span}: ${formatCents(total)} in all, the most in ${best.long} (${formatCents(best.cents)}).`;
}
