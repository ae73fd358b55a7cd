import { dayNumber } from './utc-day';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Which prompt (by position in the bank ordered by id, 0 to count-1) is the prompt of a day. The position
 * steps by a stride coprime with the bank's size, so `count` consecutive days show every prompt once, and a
 * stride near 0.618 of the bank moves far each day, so the same category rarely comes twice in a row (the
 * bank is seeded category by category). The day's choice is then pinned in the database, which keeps it
 * when prompts are added later that day.
 */
export function dailyPosition(day: string, count: number): number {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('a daily prompt needs at least one prompt');
  let stride = Math.max(1, Math.round(count * 0.618));
  while (gcd(stride, count) !== 1) stride += 1;
  const position = (dayNumber(day) * stride) % count;
  return position < 0 ? position + count : position;
}
