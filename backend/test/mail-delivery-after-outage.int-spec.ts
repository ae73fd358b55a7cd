import { MailOutbox } from '../src/modules/mail/application/mail-outbox';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { SmtpTestServer } from './support/smtp-test-server';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The SMTP server away and back (the SMTP drill, docs/operations.md "Failure drills"): messages that could not reach
 * it wait on growing back-offs; the first retry that gets through has the others tried at once, not after their wait.
 */
describe('mail after an SMTP outage', () => {
  const smtp = new SmtpTestServer();
  let relay: TcpProxy;
  let t: TestApp;
  const readers = ['ada@example.com', 'grace@example.com', 'mary@example.com'];

  beforeAll(async () => {
    await smtp.start();
    relay = await TcpProxy.start({ host: '127.0.0.1', port: smtp.port });
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${relay.port}` });
  });
  afterAll(async () => {
    await t.close();
    await relay.down();
    await smtp.close();
  });

  it('delivers every message soon after the server is back, each once', async () => {
    await relay.down();
    await t.inRequestScope(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        for (const email of readers) {
          await t.app
            .get(MailOutbox)
            .queue({ kind: 'mail.test', to: { email, name: '' }, eventKey: `outage:${email}` });
        }
      }),
    );
    await until(async () => {
      const [row] = await t.sql<{ failed: number }>(
        "SELECT count(*)::int AS failed FROM mail_message WHERE state = 'queued' AND attempts > 0 AND smtp_response IS NULL",
      );
      return row.failed === readers.length;
    }, 'every message failed once');
    // Each waits an hour, as a message does after several failed attempts; the first to be retried waits no longer.
    await t.sql(
      `UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour'
       WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'mail.deliver')`,
    );
    await relay.up();
    const [first] = await t.sql<{ id: string }>(
      "SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = 'mail.deliver' ORDER BY id LIMIT 1",
    );
    await t.sql('SELECT graphile_worker.reschedule_jobs(ARRAY[?::bigint], run_at => now())', [first.id]);

    // The server holds a message a moment before the worker records it as sent: wait for the record too.
    const sent = async () =>
      (await t.sql<{ state: string }>('SELECT state FROM mail_message ORDER BY id')).map((row) => row.state);
    await until(async () => (await sent()).every((state) => state === 'sent'), 'every message recorded as sent');
    expect(await sent()).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.messages.flatMap((message) => message.recipients).sort()).toEqual(readers);
  });
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
