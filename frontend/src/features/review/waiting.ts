const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

/** How long work has waited since `iso`, as the queue says it: "2 days", "5 hours", "under a minute". */
export function waitedFor(iso: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const found = UNITS.find(({ ms }) => elapsed >= ms);
  if (!found) return 'under a minute';
  const value = Math.floor(elapsed / found.ms);
  return `${value} ${found.unit}${value === 1 ? '' : 's'}`;
}
