import pg from 'pg';

/**
 * The development mailbox as the journeys read it (D18): the app's loopback SMTP server stores each message it
 * receives in `dev_mailbox_message`, the same store /admin/mail shows. The journeys' server runs the embedded
 * PostgreSQL on E2E_PG_PORT with its fixed local credentials (backend/src/platform/database/embedded-database.ts).
 */
export const connection = {
  host: '127.0.0.1',
  port: Number(process.env.E2E_PG_PORT ?? '54331'),
  user: 'penwright',
  password: 'penwright-local',
  database: 'penwright',
};

export interface ReceivedMail {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
}

/** Waits for the newest message to `to` whose subject matches, received after `since` (a Date or row id). */
export async function waitForMail(
  filter: { to: string; subject?: RegExp; afterId?: string },
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{
        id: string;
        to_address: string;
        subject: string;
        html: string | null;
        text: string | null;
        headers: Record<string, string>;
      }>(
        `SELECT id::text, to_address, subject, html, text, headers FROM dev_mailbox_message
         WHERE to_address ILIKE '%' || $1 || '%' AND id > $2::bigint ORDER BY id DESC`,
        [filter.to, filter.afterId ?? '0'],
      );
      const found = rows.find((row) => !filter.subject || filter.subject.test(row.subject));
      if (found) {
        return {
          id: found.id,
          to: found.to_address,
          subject: found.subject,
          html: found.html,
          text: found.text,
          headers: found.headers,
        };
      }
      if (Date.now() > deadline)
        throw new Error(`no mail to ${filter.to} matching ${filter.subject} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/** The first link in a message's HTML whose path starts with `path` (`/reset-password`), as the member clicks it. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const link = hrefs.find((href) => new URL(href).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${hrefs.join(', ')}`);
  return link;
}
