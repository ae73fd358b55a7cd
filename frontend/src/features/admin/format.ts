/**
 * Money and words as the console shows them. Amounts arrive as decimal strings with two places ("1250.00", D9)
 * and are only reformatted, never added up here (D14: the server sums in cents).
 */
const GROUPED = new Intl.NumberFormat('en-US');

/** "1250.00" → "$1,250.00"; anything else is shown as it came. */
export function dollars(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return amount;
  const [, sign, whole, cents] = match;
  return `${sign}$${GROUPED.format(BigInt(whole as string))}.${cents}`;
}

/** The pay of a brief: "$0.05 per word" or "$250.00 flat rate" (spec section 3). */
export const payLabel = ({ payRate, isPerWord }: { payRate: string; isPerWord: boolean }) =>
  `${dollars(payRate)} ${isPerWord ? 'per word' : 'flat rate'}`;

export const count = (value: number) => GROUPED.format(value);

/** "1,180 / 1,200 words" once work is handed in, "— / 1,200 words" before. */
export const wordsAgainstTarget = (submitted: number | null, target: number) =>
  `${submitted === null ? '—' : count(submitted)} / ${count(target)} words`;

/** "12.34" → 1234, so figures from the server are added up in whole cents (D14); 0 for anything else. */
export function cents(amount: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : 0;
}

/** 123456 → "1234.56", the server's own way of writing an amount. */
export const decimalOf = (totalCents: number) =>
  `${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` field holds it: the editor's own clock, to the minute. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
