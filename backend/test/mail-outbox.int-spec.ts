import { MailOutbox } from '../src/modules/mail/application/mail-outbox';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
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
    const rows = await t.sql<{ state: string; smtp_response: string }>('SELECT state, smtp_response FROM mail_message');
    expect(rows).toEqual([{ state: 'sent', smtp_response: expect.stringMatching(/^250/) }]);
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
