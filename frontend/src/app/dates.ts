/**
 * D14: dates read as long US dates ("November 12, 2026"), and this is the one place that writes them.
 * A date alone is the UTC calendar date the server stored, so a post published on the 12th reads the 12th in
 * every time zone. With its time of day (`time`), a moment is shown in the reader's own time zone, as their
 * clock showed it: to the minute, or to the second where entries minutes apart must stay tellable apart.
 */
/** The English month names, January first (also the citation styles' spelled-out months). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The formats with a time of day, made on first use: the first `Intl.DateTimeFormat` a page makes initialises ICU's
 * date formatting (tens of ms of main thread on a phone), which a page that shows dates alone never needs.
 */
const TIME_STYLES = { minutes: 'short', seconds: 'medium' } as const;
const withTime: Partial<Record<keyof typeof TIME_STYLES, Intl.DateTimeFormat>> = {};

/** `iso` is a server timestamp (`Date#toISOString`). */
export function longDate(iso: string, time?: 'minutes' | 'seconds'): string {
  const date = new Date(iso);
  if (!time) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  const format = (withTime[time] ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: TIME_STYLES[time],
  }));
  return format.format(date);
}
