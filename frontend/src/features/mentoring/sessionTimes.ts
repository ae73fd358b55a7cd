/** The server's rules for preferred times (mentoring's session-request.ts), checked here first to say so sooner. */
export const MIN_NOTICE_HOURS = 24;
export const TOPIC_MAX_LENGTH = 500;
const HOUR_MS = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` input holds it: the reader's own clock, to the minute. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The earliest time a member may offer: 24 hours from now, rounded up to the next quarter hour. */
export function earliestPreferred(now: number): Date {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((now + MIN_NOTICE_HOURS * HOUR_MS) / quarter) * quarter);
}

/** Why one `datetime-local` value cannot be offered, or null. */
export function preferredTimeProblem(value: string | undefined, others: (string | undefined)[], now: number) {
  if (!value) return 'Please choose a time';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Please choose a time';
  if (time < now + MIN_NOTICE_HOURS * HOUR_MS)
    return `Please choose a time at least ${MIN_NOTICE_HOURS} hours from now`;
  if (others.some((other) => other && new Date(other).getTime() === time)) return 'Please choose three different times';
  return null;
}

/** The first day of the next month, in the UTC calendar the server counts requests by. */
export function nextMonthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}
