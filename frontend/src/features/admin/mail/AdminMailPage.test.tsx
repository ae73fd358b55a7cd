import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { serveAdmin } from '../admin.fixtures';
import type { MailboxPage, OutboxEntry, ReceivedMail } from './adminMailApi';
import { mailDocument } from './MailboxMessage';

const WARNING = 'Development mailbox: mail sent by this server in development; nothing here reached a real inbox';

const received: ReceivedMail = {
  id: '7',
  receivedAt: '2026-11-28T10:00:00.000Z',
  from: 'Penwright Collective <support@penwright.example>',
  to: 'Dana Writer <dana@example.com>',
  subject: 'Your revision was requested',
  html: '<html><head></head><body><p>Read the notes</p><a href="http://localhost/dashboard">Open</a><script>parent.hacked = true</script></body></html>',
  text: 'Read the notes\n\nOpen: http://localhost/dashboard',
  headers: { 'list-unsubscribe': '<http://localhost/api/mail/unsubscribe?token=x>', 'x-penwright-message': '12' },
};
const mailbox: MailboxPage = {
  active: true,
  total: 1,
  items: [
    { id: '7', receivedAt: received.receivedAt, from: received.from, to: received.to, subject: received.subject },
  ],
};
const failed: OutboxEntry = {
  id: '12',
  kind: 'payouts.sent',
  toAddress: 'gone@example.com',
  toName: 'Gone Writer',
  subject: 'Your payout was sent',
  campaign: null,
  state: 'failed',
  attempts: 8,
  lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 no such mailbox",
  smtpResponse: '550 5.1.1 no such mailbox',
  queuedAt: '2026-11-28T09:00:00.000Z',
  sentAt: null,
  failedAt: '2026-11-28T09:30:00.000Z',
};
const outbox = (request: Request) => {
  const state = new URL(request.url).searchParams.get('state');
  const items = !state || state === 'failed' ? [failed] : [];
  return json(200, { items, total: items.length });
};

describe('AdminMailPage', () => {
  it('shows the development mailbox, marked as such, and opens a message in a sandbox with its text and headers', async () => {
    serveAdmin({
      'GET /api/admin/mail/mailbox': () => json(200, mailbox),
      'GET /api/admin/mail/mailbox/7': () => json(200, received),
      'GET /api/admin/mail/outbox': outbox,
    });
    renderApp('/admin/mail');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Your revision was requested' }));

    const message = await screen.findByRole('article', { name: 'Message: Your revision was requested' });
    const frame = within(message).getByTitle('HTML of Your revision was requested');
    // No script runs (no allow-scripts), the page is out of its reach (no allow-same-origin), links open a new tab.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
    expect(within(message).getByText('Dana Writer <dana@example.com>')).toBeInTheDocument();

    await userEvent.click(within(message).getByRole('tab', { name: 'Plain text' }));
    expect(await within(message).findByText(/Open: http:\/\/localhost\/dashboard/)).toBeInTheDocument();
    await userEvent.click(within(message).getByRole('tab', { name: 'Headers' }));
    expect(await within(message).findByRole('rowheader', { name: 'list-unsubscribe' })).toBeInTheDocument();
  });

  it('lists the outbox with each message state, attempts, last error and SMTP answer, filtered by state', async () => {
    const server = serveAdmin({
      'GET /api/admin/mail/mailbox': () => json(200, mailbox),
      'GET /api/admin/mail/outbox': outbox,
    });
    renderApp('/admin/mail');
    const outboxSection = await screen.findByRole('region', { name: 'Outbox' });
    expect(await within(outboxSection).findByText('550 5.1.1 no such mailbox')).toBeInTheDocument();
    expect(within(outboxSection).getByText('Failed')).toBeInTheDocument();
    expect(within(outboxSection).getByText('8')).toBeInTheDocument();

    await userEvent.click(within(outboxSection).getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByTitle('Sent'));
    expect(await within(outboxSection).findByText('No sent messages.')).toBeInTheDocument();
    expect(server.queries('/api/admin/mail/outbox').at(-1)).toEqual({ page: '1', pageSize: '20', state: 'sent' });
  });

  it('says the development mailbox is off when SMTP_URL is set', async () => {
    serveAdmin({
      'GET /api/admin/mail/mailbox': () => json(200, { active: false, items: [], total: 0 }),
      'GET /api/admin/mail/outbox': outbox,
    });
    renderApp('/admin/mail');
    expect(await screen.findByText('The development mailbox is off')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('sends a test message to the signed-in editor', async () => {
    const server = serveAdmin({
      'GET /api/admin/mail/mailbox': () => json(200, mailbox),
      'GET /api/admin/mail/outbox': outbox,
      'POST /api/admin/mail/test': () => json(202),
    });
    renderApp('/admin/mail');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test message to me' }));
    expect(await screen.findByText(`Test message queued to ${admin.email}`)).toBeInTheDocument();
    await waitFor(() => expect(server.calls()).toContain('POST /api/admin/mail/test'));
  });

  it('is reached from the admin console', async () => {
    serveAdmin({ 'GET /api/admin/overview': () => json(500) });
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: /Mail/ })).toHaveAttribute('href', '/admin/mail');
  });
});

describe('mailDocument', () => {
  it('opens every link of the message in a new tab, with or without a head', () => {
    expect(mailDocument('<html><head><title>x</title></head></html>')).toBe(
      '<html><head><base target="_blank"><title>x</title></head></html>',
    );
    expect(mailDocument('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});
