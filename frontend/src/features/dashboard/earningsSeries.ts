import { MONTHS } from '../../app/dates';
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

// The month names are written out (app/dates.ts) rather than by Intl.DateTimeFormat, whose first use initialises ICU's
// date formatting, tens of ms of main thread on a phone as the Payouts tab renders (issue 29). en-US's short month
// is the long name's first three letters ("Sep", not "Sept").
export function toMonthPoints(monthly: Earnings['monthly']): MonthPoint[] {
  return monthly.map(({ month, amount }) => {
    const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
    const name = MONTHS[monthNumber - 1] ?? MONTHS[0];
    const cents = toCents(amount);
    return { month, short: `${name.slice(0, 3)} ${year}`, long: `${name} ${year}`, cents, dollars: cents / 100 };
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
