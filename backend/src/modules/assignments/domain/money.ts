/** Cents as the decimal string the API carries (D9): 5 → "0.05", 6000 → "60.00". Never floating point. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
