const DAY_MS = 86_400_000;

/** The UTC day of a moment, as PostgreSQL writes a date: "2026-12-06". Writing days and the daily prompt use it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" day. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}
