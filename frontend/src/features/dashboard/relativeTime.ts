const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

let format: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago `iso` was, as a person says it: "just now" under a minute, then "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago". A moment a little ahead of this device's clock (the server's clock, or this device's,
 * being off) is "just now" too.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (!(elapsed >= 60_000)) return 'just now';
  format ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const { unit, ms } = UNITS.find((candidate) => elapsed >= candidate.ms)!;
  return format.format(-Math.floor(elapsed / ms), unit);
}
