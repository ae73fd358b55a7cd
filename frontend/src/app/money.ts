/**
 * Money as the API sends it: decimal strings with two places ("60.00", D9). It is read into integer cents and
 * written back from them, never through floating-point sums (D14), and always shown with '$' and 2 decimals.
 */
import { groupDigits } from './numbers';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "60.00" → 6000. Anything that is not a decimal amount reads as 0 rather than NaN on the screen. */
export function toCents(amount: string | null | undefined): number {
  const match = DECIMAL.exec((amount ?? '').trim());
  if (!match) return 0;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 125000 → "$1,250.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const dollars = groupDigits(Math.floor(absolute / 100));
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "1250.00" → "$1,250.00". */
export function formatMoney(amount: string | null | undefined): string {
  return formatCents(toCents(amount));
}

/** The pay of a brief as members read it: "$0.05 per word" or "$250.00 flat rate". */
export function payLabel(assignment: { payRate: string; isPerWord: boolean }): string {
  return `${formatMoney(assignment.payRate)} ${assignment.isPerWord ? 'per word' : 'flat rate'}`;
}

/** What a brief pays when completed at its target length (D9: rate × word count, or the flat fee). */
export function expectedPayCents(assignment: { payRate: string; isPerWord: boolean; wordCount: number }): number {
  const rate = toCents(assignment.payRate);
  return assignment.isPerWord ? rate * assignment.wordCount : rate;
}
