/**
 * Counts as en-US writes them ("1,250"; at most three decimals, as `Intl.NumberFormat('en-US')` would), without
 * `Intl.NumberFormat`: the first one a page makes initialises ICU's number formatting, about 40-60 ms of main thread
 * on a phone (measured at Lighthouse's 4x CPU slowdown), which the dashboard paid while it hydrated (issue 17).
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
