import { ReviewAssignment } from '../src/modules/assignments/application/editor/review-assignment';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { aSubmittedAssignment, anAssignment, writers, type Writer } from './support/assignment-helpers';
import { aPayout } from './support/payout-helpers';
import { waitForMail, type ReceivedMail } from './support/mailbox';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** What editors write can hold markup and line breaks: in the mail it stays text, and subjects stay one line. */
const HOSTILE_NOTE = '<script>alert(1)</script> Cite the <b>2025</b> rainfall report.\r\nBcc: someone@example.com';

describe('mail: the notifications an editor’s work raises (D18)', () => {
  let t: TestApp;
  let admin: TestClient;
  let publicUrl: string;

  /** The member's address, the one the mail goes to. */
  const emailOf = async (writer: Writer) =>
    (await t.sql<{ email: string }>('SELECT email FROM users WHERE id = ?', [writer.userId]))[0].email;
  /** How many messages of `kind` were queued for the member (the outbox's rows, whatever their delivery). */
  const queued = async (kind: string, writer: Writer) =>
    (
      await t.sql<{ count: number }>('SELECT count(*)::int AS count FROM mail_message WHERE kind = ? AND user_id = ?', [
        kind,
        writer.userId,
      ])
    )[0]?.count;
  const linkTo = (mail: ReceivedMail, path: string) =>
    expect(mail.html).toContain(`href="${publicUrl}${path.replace(/&/g, '&amp;')}"`);
  /** Markup from an editor's note arrives as text, in the HTML and in the plain text. */
  const noteIsText = (mail: ReceivedMail) => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>2025</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script> Cite the <b>2025</b> rainfall report.');
  };

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://writers.example' });
    publicUrl = 'https://writers.example';
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it('application decided: the applicant gets the decision with the editor’s note, once, and sees the note at home', async () => {
    const [applicant] = await writers(t, 1, { application: 'pending' });
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM applications WHERE user_id = ?', [applicant.userId]);
    const decide = () => admin.patch(`/api/admin/applications/${id}`, { status: 'approved', note: HOSTILE_NOTE });

    expect((await decide()).status).toBe(200);
    const mail = await waitForMail(t, { to: await emailOf(applicant), subject: /application/ });
    expect(mail.subject).toBe('Welcome aboard: your application to Penwright Collective is approved');
    noteIsText(mail);
    linkTo(mail, '/');

    expect((await decide()).status).toBe(409);
    expect(await queued('applications.decided', applicant)).toBe(1);

    const home = await applicant.client.get('/api/applications/me');
    expect(home.body).toMatchObject({ status: 'approved', decisionNote: HOSTILE_NOTE.trim() });
  });

  it('work assigned: title, pay, deadline and the link to the work, once', async () => {
    const [writer] = await writers(t, 1);
    const id = await anAssignment(t, { title: 'Tide tables <i>explained</i>', wordCount: 800, payRateCents: 5 });
    const assign = () => admin.patch(`/api/admin/assignments/${id}/assign`, { userId: writer.userId });

    expect((await assign()).status).toBe(200);
    const mail = await waitForMail(t, { to: await emailOf(writer), subject: /New assignment/ });
    expect(mail.subject).toBe('New assignment for you: Tide tables <i>explained</i>');
    expect(mail.html).not.toContain('<i>explained</i>');
    expect(mail.text).toContain('Pay on completion: $40.00');
    expect(mail.text).toMatch(/Deadline: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    linkTo(mail, '/dashboard?tab=assignments');

    expect((await assign()).status).toBe(409);
    expect(await queued('assignments.assigned', writer)).toBe(1);
  });

  it('revision requested, then completed, then the payout sent: each once, with its notes, pay and link', async () => {
    const [writer] = await writers(t, 1);
    const to = await emailOf(writer);
    const id = await aSubmittedAssignment(t, writer, { title: 'Balcony composting', wordCount: 1200, payRateCents: 5 });
    const revise = () =>
      admin.post(`/api/admin/assignments/${id}/review`, { decision: 'revise', reviewNotes: HOSTILE_NOTE });

    expect((await revise()).status).toBe(200);
    const revision = await waitForMail(t, { to, subject: /revision/ });
    expect(revision.subject).toBe('A revision is requested: Balcony composting');
    noteIsText(revision);
    linkTo(revision, '/dashboard?tab=assignments');
    expect((await revise()).status).toBe(409);
    expect(await queued('assignments.revision-requested', writer)).toBe(1);

    await writer.client.post(`/api/assignments/${id}/submit`, { content: 'The revised piece, citing the report.' });
    const complete = () => admin.post(`/api/admin/assignments/${id}/review`, { decision: 'complete' });
    const completed = await complete();
    expect(completed.status).toBe(200);
    const accepted = await waitForMail(t, { to, subject: /Work accepted/ });
    expect(accepted.subject).toBe('Work accepted: Balcony composting ($60.00)');
    linkTo(accepted, '/dashboard?tab=payouts');
    expect((await complete()).status).toBe(409);
    expect(await queued('assignments.completed', writer)).toBe(1);

    const payoutId: number = completed.body.payout.id;
    const markSent = () => admin.patch(`/api/admin/payouts/${payoutId}`, { status: 'completed' });
    expect((await markSent()).status).toBe(200);
    const sent = await waitForMail(t, { to, subject: /payout/ });
    expect(sent.subject).toBe('Your payout of $60.00 is on its way');
    expect(sent.text).toContain('we have sent $60.00 for “Balcony composting”');
    linkTo(sent, '/dashboard?tab=payouts');
    expect((await markSent()).status).toBe(409);
    expect(await queued('payouts.sent', writer)).toBe(1);
  });

  it('queues nothing when the change rolls back: the message is part of the change’s transaction', async () => {
    const [writer] = await writers(t, 1);
    const id = await aSubmittedAssignment(t, writer);
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    await expect(
      t.inRequestScope(() =>
        uow.run(async () => {
          await t.app.get(ReviewAssignment).execute(id, 'revise', 'Tighten the opening.');
          throw new Error('a later step of the change failed');
        }),
      ),
    ).rejects.toThrow('a later step of the change failed');
    expect(await queued('assignments.revision-requested', writer)).toBe(0);
    const [{ status }] = await t.sql<{ status: string }>('SELECT status FROM assignments WHERE id = ?', [id]);
    expect(status).toBe('submitted');
  });

  it('ten editors clicking Mark Complete at once: one move, one message', async () => {
    const [writer] = await writers(t, 1);
    const payout = await aPayout(t, writer.userId, { title: 'Ten clicks' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.patch(`/api/admin/payouts/${payout.id}`, { status: 'completed' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    await waitForMail(t, { to: await emailOf(writer), subject: /on its way/ });
    expect(await queued('payouts.sent', writer)).toBe(1);
  });

  it('writes to every address registration accepts (an apostrophe in it), as registration checks them', async () => {
    const [applicant] = await writers(t, 1, { application: 'pending' });
    await t.sql("UPDATE users SET email = 'o''brien' || id || '@penwright.test' WHERE id = ?", [applicant.userId]);
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM applications WHERE user_id = ?', [applicant.userId]);
    const decided = await admin.patch(`/api/admin/applications/${id}`, { status: 'approved', note: 'Welcome.' });
    expect(decided.status).toBe(200);
    expect(await queued('applications.decided', applicant)).toBe(1);
  });

  it('an address the outbox cannot write to never blocks the editor’s change: the decision stands, no mail', async () => {
    const [applicant] = await writers(t, 1, { application: 'pending' });
    // Not an address at all (an imported row, say): the change goes through and the message is skipped and logged.
    await t.sql("UPDATE users SET email = 'no-address-' || id WHERE id = ?", [applicant.userId]);
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM applications WHERE user_id = ?', [applicant.userId]);
    const decided = await admin.patch(`/api/admin/applications/${id}`, { status: 'approved', note: 'Welcome.' });
    expect(decided.status).toBe(200);
    const [{ status }] = await t.sql<{ status: string }>('SELECT status FROM applications WHERE id = ?', [id]);
    expect(status).toBe('approved');
    expect(await queued('applications.decided', applicant)).toBe(0);
  });

  it('honours the member’s choice: with assignment mail switched off, a revision request queues nothing', async () => {
    const [writer] = await writers(t, 1);
    await t.sql(
      "INSERT INTO mail_preference (user_id, topic, enabled, updated_at) VALUES (?, 'assignments', false, now())",
      [writer.userId],
    );
    const id = await aSubmittedAssignment(t, writer);
    const revised = await admin.post(`/api/admin/assignments/${id}/review`, {
      decision: 'revise',
      reviewNotes: 'Shorter.',
    });
    expect(revised.status).toBe(200);
    expect(await queued('assignments.revision-requested', writer)).toBe(0);
  });
});
