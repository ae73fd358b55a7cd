import type { TestApp } from './test-app';

export interface ReceivedMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
}

/**
 * Waits for the development mailbox (the app's loopback SMTP server, D18) to hold a message matching `filter`, and
 * answers the newest one. The mailbox stores what it received in `dev_mailbox_message`, as /admin/mail reads it.
 */
export async function waitForMail(
  t: TestApp,
  filter: { to?: string; subject?: RegExp },
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail(t)).filter(
      (mail) => (!filter.to || mail.to.includes(filter.to)) && (!filter.subject || filter.subject.test(mail.subject)),
    );
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail for ${JSON.stringify(filter)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every message the development mailbox received, oldest first. */
export async function receivedMail(t: TestApp): Promise<ReceivedMail[]> {
  const rows = await t.sql<{
    id: string;
    to_address: string;
    from_address: string;
    subject: string;
    html: string | null;
    text: string | null;
    headers: Record<string, string>;
  }>('SELECT id, to_address, from_address, subject, html, text, headers FROM dev_mailbox_message ORDER BY id');
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: row.headers,
  }));
}
