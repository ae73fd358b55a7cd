const MONTHS = [
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
];

/**
 * A moment in a server message (D14's long US date, with the time of day in UTC, to the minute):
 * "November 24, 2026 at 3:05 PM UTC". Written out by hand rather than with Intl, whose ICU data may put a
 * narrow no-break space before "PM" and varies between Node builds; a message must read the same everywhere.
 */
export function utcMoment(at: Date): string {
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  const date = `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
  return `${date} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

/** The first whole minute at or after `at`: a moment shown to the minute is never earlier than the real one. */
export function ceilToMinute(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
}
