import { MailOutbox } from '../src/modules/mail/application/mail-outbox';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { col, SqlRunner } from '../src/platform/database/sql-runner';
import { startTestApp, type TestApp } from './support/test-app';
import { waitForMail } from './support/mailbox';

describe('mail outbox (D18)', () => {
  let t: TestApp;
  let outbox: MailOutbox;
  let uow: UnitOfWork;

  beforeAll(async () => {
    t = await startTestApp();
    outbox = t.app.get(MailOutbox);
    uow = t.app.get(UNIT_OF_WORK);
  });
  afterAll(() => t.close());

  it('delivers a message queued in a committed unit of work to the development mailbox, once per event', async () => {
    await t.inRequestScope(() =>
      uow.run(async () => {
        await outbox.queue({
          kind: 'mail.test',
          to: { email: 'ada@example.com', name: 'Ada Lovelace' },
          eventKey: 'test:1',
        });
        await outbox.queue({
          kind: 'mail.test',
          to: { email: 'ada@example.com', name: 'Ada Lovelace' },
          eventKey: 'test:1',
        });
      }),
    );
    const mail = await waitForMail(t, { to: 'ada@example.com' });
    expect(mail.subject).toBe('Penwright Collective: a test message');
    expect(mail.text).toContain('Hi Ada Lovelace');
    // Once sent, the row keeps who, what and how it went, not the data it was rendered from (links that act for
    // the member live there until then).
    await waitForState(t, 'test:1', 'sent');
    const rows = await t.sql('SELECT state, smtp_response, data FROM mail_message');
    expect(rows).toEqual([{ state: 'sent', smtp_response: expect.stringMatching(/^250/), data: {} }]);
  });

  it('gives a campaign’s deliveries a task of their own, so a reset never waits for a newsletter', async () => {
    const sql = t.app.get(SqlRunner);
    const tasks = await t.inRequestScope(() =>
      uow.run(async () => {
        await outbox.queue({
          kind: 'newsletter.issue',
          to: { email: 'reader@example.com', name: '' },
          data: { title: 'November', body: 'Hello', unsubscribeToken: 'x' },
          eventKey: 'test:campaign',
          campaign: 'newsletter:1',
        });
        await outbox.queue({ kind: 'mail.test', to: { email: 'ada@example.com', name: 'Ada' }, eventKey: 'test:3' });
        return sql.rows(
          "SELECT task_identifier FROM graphile_worker.jobs WHERE task_identifier LIKE 'mail.%' ORDER BY id",
          [],
          { task_identifier: col.text },
        );
      }),
    );
    expect(tasks.map((job) => job.task_identifier)).toEqual(['mail.deliver-campaign', 'mail.deliver']);
    await waitForState(t, 'test:campaign', 'sent');
    await waitForState(t, 'test:3', 'sent');
  });

  it('sends nothing for a unit of work that rolls back', async () => {
    await expect(
      t.inRequestScope(() =>
        uow.run(async () => {
          await outbox.queue({
            kind: 'mail.test',
            to: { email: 'grace@example.com', name: 'Grace' },
            eventKey: 'test:2',
          });
          throw new Error('the change failed');
        }),
      ),
    ).rejects.toThrow('the change failed');
    expect(await t.sql('SELECT id FROM mail_message WHERE event_key = ?', ['test:2'])).toEqual([]);
    expect(await t.sql('SELECT id FROM graphile_worker.jobs')).toEqual([]);
  });
});

async function waitForState(t: TestApp, eventKey: string, state: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await t.sql<{ state: string }>('SELECT state FROM mail_message WHERE event_key = ?', [eventKey]);
    if (row?.state === state) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${eventKey} never became ${state}`);
}
