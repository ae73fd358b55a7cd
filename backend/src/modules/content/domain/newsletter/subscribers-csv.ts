import type { NewsletterSubscription } from './newsletter';

/**
 * A spreadsheet would run a cell that starts with = + - @ (or a tab or carriage return) as a formula (OWASP's
 * CSV injection): such a cell is prefixed with a quote, which makes it text. Every cell is quoted, its quotes
 * doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** The subscribers' export: one header line, then a line per subscription, CRLF-terminated (RFC 4180). */
export function subscribersCsv(subscriptions: readonly NewsletterSubscription[]): string {
  const header = ['email', 'state', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'];
  const lines = subscriptions.map((s) =>
    [s.email, s.state, iso(s.subscribedAt), iso(s.confirmedAt), iso(s.unsubscribedAt)].map(csvCell).join(','),
  );
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
