import { MONTHS } from '../../../../app/dates';

/** A source's date as precise as the member knows it: a year, a month of a year, or a day. */
export interface SourceDate {
  year: number;
  /** 1-12 */
  month?: number;
  day?: number;
}

const DATE = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;

/** "2019", "2019-10" or "2019-10-31"; null for empty text; 'invalid' for anything else (a 31 February, say). */
export function parseSourceDate(text: string): SourceDate | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = DATE.exec(trimmed);
  if (!match) return 'invalid';
  const year = Number(match[1]);
  if (match[2] === undefined) return { year };
  const month = Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  if (match[3] === undefined) return { year, month };
  const day = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return 'invalid';
  return { year, month, day };
}

export { MONTHS };

/** MLA 9 abbreviates months in the works-cited list this way (May, June and July stay whole). */
export const MLA_MONTHS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
] as const;

/** The reader's calendar day, as the date they looked at a page. */
export const dayOf = (date: Date): SourceDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** "31 Oct. 2019" (MLA) or "31 October 2019" (Harvard): day, month, year, as much as is known. */
export function dayMonthYear(date: SourceDate, months: readonly string[]): string {
  const month = date.month ? months[date.month - 1] : undefined;
  return [date.day, month, date.year].filter((part) => part !== undefined).join(' ');
}

/** "October 31, 2019", "October 2019" or "2019" (Chicago). */
export function monthDayYear(date: SourceDate): string {
  if (!date.month) return String(date.year);
  const month = MONTHS[date.month - 1];
  return date.day ? `${month} ${date.day}, ${date.year}` : `${month} ${date.year}`;
}
