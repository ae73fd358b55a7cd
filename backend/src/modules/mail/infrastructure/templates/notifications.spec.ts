import type { PlatformSettings } from '../../../../platform/config/platform-settings';
import type { MailSettings } from '../../mail.settings';
import type { MailKind } from '../../domain/mail-kinds';
import { ReactEmailRenderer } from '../react-email-renderer';

const renderer = new ReactEmailRenderer(
  { brand: { brandName: 'Penwright Collective', supportEmail: 'editors@penwright.example' } } as PlatformSettings,
  { publicUrl: 'https://writers.example' } as MailSettings,
);
const context = {
  recipientName: 'Ada Lovelace',
  unsubscribeUrl: 'https://writers.example/unsubscribe?token=t',
  preferencesUrl: 'https://writers.example/dashboard?tab=account',
  campaign: null,
};
const render = (kind: MailKind, data: Record<string, unknown>) => renderer.render(kind, data, context);

const HOSTILE = '<b>Bold</b> <script>alert(1)</script>\r\nBcc: victim@example.com';

describe('notification templates (D18)', () => {
  it('application decided: the decision in the subject, the editor’s note and the home link in the body', async () => {
    const approved = await render('applications.decided', {
      decision: 'approved',
      note: 'Loved the sample.',
      link: '/',
    });
    expect(approved.subject).toBe('Welcome aboard: your application to Penwright Collective is approved');
    expect(approved.text).toContain('Hi Ada,');
    expect(approved.text).toContain('Loved the sample.');
    expect(approved.html).toContain('href="https://writers.example/"');

    const rejected = await render('applications.decided', { decision: 'rejected', note: null, link: '/' });
    expect(rejected.subject).toBe('About your application to Penwright Collective');
    expect(rejected.text).not.toContain('A note from the editors');
  });

  it('work assigned: title, pay in dollars, the deadline in UTC and the link to the work', async () => {
    const mail = await render('assignments.assigned', {
      title: 'Balcony composting',
      payCents: 6000,
      deadline: '2026-12-04T17:00:00.000Z',
      link: '/dashboard?tab=assignments',
    });
    expect(mail.subject).toBe('New assignment for you: Balcony composting');
    expect(mail.text).toContain('Pay on completion: $60.00');
    expect(mail.text).toContain('Deadline: Friday, December 4, 2026 at 5:00 PM UTC');
    expect(mail.html).toContain('href="https://writers.example/dashboard?tab=assignments"');
  });

  it('revision requested, work completed, payout sent: subject and link', async () => {
    const revision = await render('assignments.revision-requested', {
      title: 'Balcony composting',
      notes: 'Cite the rainfall report.',
      link: '/dashboard?tab=assignments',
    });
    expect(revision.subject).toBe('A revision is requested: Balcony composting');
    expect(revision.text).toContain('Cite the rainfall report.');
    expect(revision.text).not.toContain('comment');

    const withComments = await render('assignments.revision-requested', {
      title: 'Balcony composting',
      notes: 'Cite the rainfall report.',
      comments: 2,
      link: '/dashboard?tab=assignments',
    });
    expect(withComments.text).toContain('Your editor also left 2 comments on passages of your text.');

    const completed = await render('assignments.completed', {
      title: 'Balcony composting',
      payCents: 5,
      link: '/dashboard?tab=payouts',
    });
    expect(completed.subject).toBe('Work accepted: Balcony composting ($0.05)');
    expect(completed.html).toContain('href="https://writers.example/dashboard?tab=payouts"');

    const sent = await render('payouts.sent', {
      title: 'Balcony composting',
      amountCents: 123456,
      link: '/dashboard?tab=payouts',
    });
    expect(sent.subject).toBe('Your payout of $1,234.56 is on its way');
    expect(sent.text).toContain('we have sent $1,234.56 for “Balcony composting”');
  });

  it('payout failed: the amount, the reason when given, and the support address', async () => {
    const mail = await render('payouts.failed', {
      title: 'Balcony composting',
      amountCents: 6000,
      reason: 'The account number was refused.',
      link: '/dashboard?tab=payouts',
    });
    expect(mail.subject).toBe('Your payout of $60.00 could not be sent');
    expect(mail.text).toContain('we tried to send $60.00 for “Balcony composting”');
    expect(mail.text).toContain('The account number was refused.');
    expect(mail.text).toContain('editors@penwright.example');
    expect(mail.html).toContain('href="https://writers.example/dashboard?tab=payouts"');

    const withoutReason = await render('payouts.failed', {
      title: 'T',
      amountCents: 6000,
      link: '/dashboard?tab=payouts',
    });
    expect(withoutReason.text).not.toContain('What the payment service told us');
  });

  it.each<[MailKind, Record<string, unknown>]>([
    ['applications.decided', { decision: 'rejected', note: HOSTILE, link: '/' }],
    ['assignments.assigned', { title: HOSTILE, payCents: 100, deadline: '2026-12-04T17:00:00Z', link: '/' }],
    ['assignments.revision-requested', { title: HOSTILE, notes: HOSTILE, link: '/' }],
    ['assignments.completed', { title: HOSTILE, payCents: 100, link: '/' }],
    ['payouts.sent', { title: HOSTILE, amountCents: 100, link: '/' }],
    ['payouts.failed', { title: HOSTILE, amountCents: 100, reason: HOSTILE, link: '/' }],
  ])('%s: HTML in titles and notes stays text, and the subject is one line', async (kind, data) => {
    const mail = await render(kind, data);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses data a template cannot read (the delivery records why) rather than sending a broken message', async () => {
    await expect(render('payouts.sent', { title: 'T', amountCents: 12.5, link: '/' })).rejects.toThrow(
      'amountCents must be an integer',
    );
  });
});
