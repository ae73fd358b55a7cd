import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { choose, pagedList, serveAdmin } from '../admin.fixtures';
import type { NewsletterIssueView, NewsletterSubscription } from './adminNewsletterApi';

// antd's Tabs and TextArea measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const zero = { queued: 0, sent: 0, failed: 0 };
const sentIssue: NewsletterIssueView = {
  id: 1,
  title: 'October at the collective',
  body: 'Two briefs closed.',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
  sentAt: '2026-10-02T09:00:00.000Z',
  delivery: { queued: 0, sent: 412, failed: 3 },
};
const draftIssue: NewsletterIssueView = {
  ...sentIssue,
  id: 2,
  title: 'November draft',
  body: 'Three briefs open.',
  sentAt: null,
  delivery: zero,
};
const subscriber = (overrides: Partial<NewsletterSubscription>): NewsletterSubscription => ({
  id: 1,
  email: 'reader@example.com',
  state: 'confirmed',
  subscribedAt: '2026-09-01T09:00:00.000Z',
  confirmedAt: '2026-09-01T09:05:00.000Z',
  unsubscribedAt: null,
  ...overrides,
});
const subscribers = [
  subscriber({}),
  subscriber({ id: 2, email: 'gone@example.com', state: 'unsubscribed', unsubscribedAt: '2026-10-05T09:00:00.000Z' }),
];

function serve(routes: Parameters<typeof serveAdmin>[0] = {}) {
  let issues = [draftIssue, sentIssue];
  return serveAdmin({
    'GET /api/admin/newsletter/issues': () => json(200, issues),
    'GET /api/admin/newsletter/subscribers': pagedList(
      () => subscribers,
      (row, params) => !params.get('state') || row.state === params.get('state'),
    ),
    'POST /api/admin/newsletter/issues': async (request) => {
      const body = (await request.json()) as { title: string; body: string };
      const created = { ...draftIssue, ...body, id: 3 };
      issues = [created, ...issues];
      return json(201, created);
    },
    'PUT /api/admin/newsletter/issues/3': async (request) =>
      json(200, { ...draftIssue, id: 3, ...(await request.json()) }),
    ...routes,
  });
}

async function openNewsletterTab() {
  renderApp('/admin?tab=newsletter');
  return userEvent.setup();
}

async function writeIssue(user: ReturnType<typeof userEvent.setup>, title: string, body: string) {
  await user.type(await screen.findByLabelText('Title'), title);
  await user.click(screen.getByLabelText('Text'));
  await user.paste(body);
}

describe('AdminDashboardPage: Newsletter', () => {
  it('lists the issues with their delivery counts and the subscribers', async () => {
    serve();
    await openNewsletterTab();
    const sentRow = (await screen.findByText('October at the collective')).closest('tr') as HTMLElement;
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();
    expect(within(sentRow).getByText('412')).toBeInTheDocument();
    expect(within(sentRow).getByText('3')).toBeInTheDocument();
    expect(within(sentRow).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    const draftRow = screen.getByText('November draft').closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByText('reader@example.com')).toBeInTheDocument();
    expect(screen.getByText('gone@example.com')).toBeInTheDocument();
  });

  it('filters the subscribers by state on the server and exports the same as CSV', async () => {
    const { queries } = serve();
    const user = await openNewsletterTab();
    await screen.findByText('gone@example.com');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers/csv',
    );
    await choose(user, 'Show subscriptions', 'Unsubscribed');
    await waitFor(() => expect(screen.queryByText('reader@example.com')).not.toBeInTheDocument());
    expect(queries('/api/admin/newsletter/subscribers').at(-1)).toEqual({
      state: 'unsubscribed',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers/csv?state=unsubscribed',
    );
  });

  it('refuses a blank issue before asking the server', async () => {
    const server = serve();
    const user = await openNewsletterTab();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please write the issue')).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/admin/newsletter/issues');
  });

  it('saves a draft, then previews it in a sandboxed frame from the server', async () => {
    const html = '<html><body><p>Three briefs open.</p></body></html>';
    const server = serve({
      'GET /api/admin/newsletter/issues/3/preview': () =>
        json(200, { subject: 'December at the collective', html, text: 'Three briefs open.' }),
    });
    const user = await openNewsletterTab();
    await writeIssue(user, 'December at the collective', 'Three **briefs** open.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(await server.bodies('POST /api/admin/newsletter/issues')).toEqual([
      { title: 'December at the collective', body: 'Three **briefs** open.' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(
      screen.getByText('December at the collective', {
        selector: '.pw-admin-newsletter__subject *, .pw-admin-newsletter__subject',
      }),
    ).toBeInTheDocument();
    // The second action saved the same draft again, not a new one.
    expect(server.calls()).toContain('PUT /api/admin/newsletter/issues/3');
    expect(server.calls().filter((call) => call === 'POST /api/admin/newsletter/issues')).toHaveLength(1);
  });

  it('sends a test to the editor and says where it went', async () => {
    serve({ 'POST /api/admin/newsletter/issues/3/test': () => json(200, { sentTo: admin.email }) });
    const user = await openNewsletterTab();
    await writeIssue(user, 'Test me', 'Hello.');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test sent')).toBeInTheDocument();
    expect(screen.getByText(`The issue is on its way to ${admin.email}.`)).toBeInTheDocument();
  });

  it('sends to the subscribers only after confirmation, and reports a second send', async () => {
    const server = serve({
      'POST /api/admin/newsletter/issues/3/send': () =>
        json(409, {
          statusCode: 409,
          code: 'NEWSLETTER_ISSUE_SENT',
          message: 'This issue has already been sent and can no longer change.',
        }),
    });
    const user = await openNewsletterTab();
    await writeIssue(user, 'Once only', 'Hello.');
    await user.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Send this issue to every confirmed subscriber?')).toBeInTheDocument();
    expect(
      within(confirm).getByText(
        'It goes to 1 confirmed subscriber. An issue is sent once and cannot be changed afterwards.',
      ),
    ).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/admin/newsletter/issues/3/send');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send the issue')).toBeInTheDocument();
    expect(screen.getByText('This issue has already been sent and can no longer change.')).toBeInTheDocument();
  });

  it('opens a draft from the list to edit it', async () => {
    serve();
    const user = await openNewsletterTab();
    await user.click(await screen.findByRole('button', { name: 'Edit draft: November draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('November draft');
    expect(screen.getByLabelText('Text')).toHaveValue('Three briefs open.');
    expect(screen.getByRole('heading', { name: 'Edit draft' })).toBeInTheDocument();
  });
});
