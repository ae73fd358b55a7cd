/**
 * Money is integer cents everywhere inside (D9, D14); the API carries dollars as decimal strings with two
 * places. Never floating point: the conversions below work on digits.
 */

/** Cents as the decimal string the API carries (D9): 5 → "0.05", 6000 → "60.00". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A non-negative amount of dollars with at most two decimals: "60", "60.5", "60.00", ".05". */
const DOLLARS = /^(\d{1,9})?(?:\.(\d{1,2}))?$/;

/**
 * Dollars as a client sends them (D9: a number or a decimal string, at most 2 decimals) into cents, or null when
 * the value is not such an amount. A number is read through its shortest decimal form, so 0.07 is 7 cents and
 * 0.075 is refused rather than rounded.
 */
export function decimalToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || text === '' || text === '.') return null;
  const match = DOLLARS.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Dollars as a sentence shows them, in pages' messages and in mail alike: 123456 → "$1,234.56". */
export const dollars = (cents: number): string => `$${centsToDecimal(cents).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
