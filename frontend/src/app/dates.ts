/**
 * D14: dates read as long US dates ("November 12, 2026"), and this is the one place that writes them.
 * A date alone is the UTC calendar date the server stored, so a post published on the 12th reads the 12th in
 * every time zone. With its time of day (`time`), a moment is shown in the reader's own time zone, as their
 * clock showed it: to the minute, or to the second where entries minutes apart must stay tellable apart.
 */
const FORMATS = {
  date: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  minutes: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }),
  seconds: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' }),
};

/** `iso` is a server timestamp (`Date#toISOString`). */
export function longDate(iso: string, time?: 'minutes' | 'seconds'): string {
  return FORMATS[time ?? 'date'].format(new Date(iso));
}
