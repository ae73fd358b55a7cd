import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin } from '../../test/fixtures';
import { json, mockServer, type MockServer } from '../../test/mockServer';
import { onNarrowScreen } from '../../test/narrowScreen';
import { renderApp } from '../../test/renderApp';
import type { AuditLogEntry, AuditLogPage } from './adminAuditLogApi';
import './admin.fixtures';

const grace = { id: 1, name: 'Grace Hopper', email: 'grace@example.com' };

const decision: AuditLogEntry = {
  id: '42',
  actor: grace,
  action: 'application.decide',
  entityType: 'application',
  entityId: '5',
  before: { status: 'pending', decisionNote: null },
  after: { status: 'approved', decisionNote: 'Strong samples.' },
  summary: 'Dana Writer: application approved',
  createdAt: '2026-03-02T10:00:00.000Z',
};

const post: AuditLogEntry = {
  id: '41',
  actor: null,
  action: 'feed_post.create',
  entityType: 'feed_post',
  entityId: '7',
  before: null,
  after: { text: 'Pitch clinic on Friday.', postedAt: '2026-03-01T10:00:00.000Z', tags: ['craft', 'pitching'] },
  summary: 'Feed post "Pitch clinic on Friday." published',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const olderPost: AuditLogEntry = { ...post, id: '3', action: 'feed_post.delete', entityId: '2', before: post.after };

// antd's Tabs measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/**
 * Answers the audit log from `pages`, keyed by the request's query string. The Applications tab opens first
 * and its list is left unanswered (404): these tests look only at the Audit Log tab.
 */
function serve(pages: Record<string, AuditLogPage | number>) {
  return mockServer({
    'GET /api/user': () => json(200, admin),
    'GET /api/admin/audit-log': (request) => {
      const page = pages[new URL(request.url).search];
      return typeof page === 'number' ? json(page, { statusCode: page, message: 'Failed' }) : json(200, page);
    },
  });
}

/** The query string of each audit-log request, in the order they were made. */
const auditLogSearches = (server: MockServer) =>
  server.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/audit-log')
    .map((url) => url.search);

async function openAuditLogTab() {
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Audit Log' }));
  return user;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** Expands the entry's row and returns the row antd adds beneath it. */
async function expand(user: ReturnType<typeof userEvent.setup>, action: string) {
  const row = await rowOf(action);
  await user.click(within(row).getByRole('button', { name: /expand row/i }));
  await waitFor(() => expect(row.nextElementSibling).toHaveClass('ant-table-expanded-row'));
  return row.nextElementSibling as HTMLElement;
}

describe('AdminDashboardPage: Audit Log', () => {
  it('lists who did what to which record, and when, in local time', async () => {
    serve({ '': { entries: [decision, post], nextBefore: null } });
    await openAuditLogTab();

    const decided = await rowOf('application.decide');
    expect(within(decided).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(decided).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(decided).getByText('Application #5')).toBeInTheDocument();
    // The change names the person it concerns, not only the record's number (issue 23).
    expect(within(decided).getByText('Dana Writer: application approved')).toBeInTheDocument();
    const when = decided.querySelector('time') as HTMLElement;
    expect(when).toHaveAttribute('dateTime', decision.createdAt);
    expect(when).toHaveTextContent(new Date(decision.createdAt).toLocaleString('en-US', { dateStyle: 'long' }));

    const posted = await rowOf('feed_post.create');
    expect(within(posted).getByText('System')).toBeInTheDocument();
    expect(within(posted).getByText('Feed post #7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the record before and after the change as labelled fields', async () => {
    serve({ '': { entries: [decision, post], nextBefore: null } });
    const user = await openAuditLogTab();

    const decided = await expand(user, 'application.decide');
    const before = within(decided).getByRole('region', { name: 'Before' });
    const after = within(decided).getByRole('region', { name: 'After' });
    expect(within(before).getByText('Status').nextSibling).toHaveTextContent('pending');
    expect(within(before).getByText('Decision note').nextSibling).toHaveTextContent('—');
    expect(within(after).getByText('Status').nextSibling).toHaveTextContent('approved');
    expect(within(after).getByText('Decision note').nextSibling).toHaveTextContent('Strong samples.');
    expect(screen.queryByText(/"status"/)).not.toBeInTheDocument();

    const posted = await expand(user, 'feed_post.create');
    expect(within(within(posted).getByRole('region', { name: 'Before' })).getByText('Nothing')).toBeInTheDocument();
    const postAfter = within(posted).getByRole('region', { name: 'After' });
    expect(within(postAfter).getByText('Text').nextSibling).toHaveTextContent('Pitch clinic on Friday.');
    const postedAt = within(postAfter).getByText('Posted at').nextSibling?.firstChild;
    expect(postedAt).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');
    expect(within(postAfter).getByText(/"pitching"/).tagName).toBe('PRE');
  });

  it('loads the next page from nextBefore until there is none', async () => {
    const server = serve({
      '': { entries: [decision, post], nextBefore: '41' },
      '?before=41': { entries: [olderPost], nextBefore: null },
    });
    const user = await openAuditLogTab();
    await screen.findByText('application.decide');
    expect(screen.queryByText('feed_post.delete')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('feed_post.delete')).toBeInTheDocument();
    expect(screen.getByText('application.decide')).toBeInTheDocument();
    expect(screen.getByText('feed_post.create')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(auditLogSearches(server)).toEqual(['', '?before=41']);
  });

  it('filters by entity type, starting again from the newest entry', async () => {
    serve({
      '': { entries: [decision, post], nextBefore: '41' },
      '?entityType=feed_post': { entries: [post], nextBefore: '41' },
      '?entityType=feed_post&before=41': { entries: [olderPost], nextBefore: null },
    });
    const user = await openAuditLogTab();
    await screen.findByText('application.decide');

    await user.click(screen.getByRole('combobox', { name: 'Entity type' }));
    await user.click(await screen.findByTitle('Feed post'));
    await waitFor(() => expect(screen.queryByText('application.decide')).not.toBeInTheDocument());
    expect(screen.getByText('feed_post.create')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('feed_post.delete')).toBeInTheDocument();
  });

  it('reads oldest first from the When header, the cursor following that order, and newest first again', async () => {
    const server = serve({
      '': { entries: [decision, post], nextBefore: '41' },
      '?sortBy=createdAt&sortOrder=ascend': { entries: [olderPost], nextBefore: '40' },
      '?sortBy=createdAt&sortOrder=ascend&before=40': { entries: [post], nextBefore: null },
    });
    const user = await openAuditLogTab();
    await screen.findByText('application.decide');
    const when = () => screen.getByRole('columnheader', { name: /When/ });
    expect(when()).toHaveAttribute('aria-sort', 'descending');

    await user.click(when());
    expect(await screen.findByText('feed_post.delete')).toBeInTheDocument();
    expect(screen.queryByText('application.decide')).not.toBeInTheDocument();
    expect(when()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('feed_post.create')).toBeInTheDocument();

    await user.click(when());
    // Each opening renders the tab anew (its code is loaded on demand): slower than one query's second on a busy machine.
    expect(await screen.findByText('application.decide', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(when()).toHaveAttribute('aria-sort', 'descending');
    expect(auditLogSearches(server)).toEqual([
      '',
      '?sortBy=createdAt&sortOrder=ascend',
      '?sortBy=createdAt&sortOrder=ascend&before=40',
      '',
    ]);
  });

  it('starts again from the newest entries each time the tab is opened', async () => {
    let newest = post;
    const server = mockServer({
      'GET /api/user': () => json(200, admin),
      'GET /api/admin/audit-log': () => json(200, { entries: [newest], nextBefore: null }),
    });
    const user = await openAuditLogTab();
    await screen.findByText('feed_post.create');

    newest = decision;
    await user.click(screen.getByRole('tab', { name: 'Feed' }));
    await user.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByText('application.decide')).toBeInTheDocument();
    expect(server.calls().filter((call) => call === 'GET /api/admin/audit-log')).toHaveLength(2);
  });

  it('keeps the loaded entries when the next page fails, and retries that page', async () => {
    const pages: Record<string, AuditLogPage | number> = {
      '': { entries: [decision, post], nextBefore: '41' },
      '?before=41': 503,
    };
    serve(pages);
    const user = await openAuditLogTab();
    await screen.findByText('application.decide');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('application.decide')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Entity type' })).toBeInTheDocument();

    pages['?before=41'] = { entries: [olderPost], nextBefore: null };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('feed_post.delete')).toBeInTheDocument();
    expect(screen.getByText('application.decide')).toBeInTheDocument();
  });

  it('says so when the log cannot be loaded', async () => {
    serve({ '': 500 });
    await openAuditLogTab();
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
  });
});

describe('AdminDashboardPage: Audit Log on a narrow screen', () => {
  onNarrowScreen();

  const cardOf = async (action: string) => (await screen.findByText(action)).closest('li') as HTMLElement;

  it('shows each entry as a card with who, what and when, and its change behind a disclosure', async () => {
    serve({ '': { entries: [decision, post], nextBefore: null } });
    const user = await openAuditLogTab();

    const decided = await cardOf('application.decide');
    expect(screen.getByRole('list', { name: 'Admin changes' })).toContainElement(decided);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(decided).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(decided).getByText('Application #5')).toBeInTheDocument();
    expect(decided.querySelector('time')).toHaveAttribute('dateTime', decision.createdAt);

    const disclosure = within(decided).getByText('Show the change').closest('details') as HTMLElement;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(within(decided).getByText('Show the change'));
    expect(disclosure).toHaveAttribute('open');
    const after = within(decided).getByRole('region', { name: 'After' });
    expect(within(after).getByText('Decision note').nextSibling).toHaveTextContent('Strong samples.');
    expect(within(await cardOf('feed_post.create')).getByText('System')).toBeInTheDocument();
  });

  it('reads oldest first from the Order choice, loads more in that order, and newest first again', async () => {
    const server = serve({
      '': { entries: [decision, post], nextBefore: '41' },
      '?sortBy=createdAt&sortOrder=ascend': { entries: [olderPost], nextBefore: '40' },
      '?sortBy=createdAt&sortOrder=ascend&before=40': { entries: [post], nextBefore: null },
    });
    const user = await openAuditLogTab();
    await cardOf('application.decide');

    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(await screen.findByTitle('Oldest first'));
    expect(await screen.findByText('feed_post.delete')).toBeInTheDocument();
    expect(screen.queryByText('application.decide')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('feed_post.create')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(await screen.findByTitle('Newest first'));
    expect(await screen.findByText('application.decide')).toBeInTheDocument();
    expect(auditLogSearches(server)).toEqual([
      '',
      '?sortBy=createdAt&sortOrder=ascend',
      '?sortBy=createdAt&sortOrder=ascend&before=40',
      '',
    ]);
  });

  it('says when there is nothing to show', async () => {
    serve({ '': { entries: [], nextBefore: null } });
    await openAuditLogTab();
    expect(await screen.findByText('No admin changes to show')).toBeInTheDocument();
  });
});
