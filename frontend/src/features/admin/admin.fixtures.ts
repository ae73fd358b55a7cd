import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { admin } from '../../test/fixtures';
import { json, mockServer, type Handler } from '../../test/mockServer';
import type { AdminAssignment, AdminAssignmentDetail } from './api/adminAssignmentsApi';
import type { AdminOverview } from './api/adminOverviewApi';
import type { AdminPayout } from './api/adminPayoutsApi';
import type { AdminUser, AdminUserDetails } from './api/adminUsersApi';
// The console's tabs and the review desk below its first view load on demand (issue 29). Loaded here with the
// fixtures, so that a test's first query does not wait for jsdom to load a whole tab's module graph.
import '../../app/AntdTheme';
import '../review/ReviewRest';
import './AuditLogTab';
import './ApplicationsTab';
import './FeedTab';
import './assignments/AssignmentDetailRest';
import './assignments/AssignmentsTab';
import './newsletter/NewsletterTab';
import './oneToOne/OneToOneTab';
import './overview/OverviewTab';
import './payouts/PayoutsTab';
import './users/UserDetailRest';
import './users/UsersTab';

/** A member as the Users tab lists them; override what a test is about. */
export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 9,
  firstName: 'Dana',
  lastName: 'Writer',
  email: 'dana@example.com',
  username: 'dana',
  isAdmin: false,
  isActive: true,
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  createdAt: '2026-02-01T10:00:00.000Z',
  applicationStatus: 'approved',
  activeAssignments: null,
  ...overrides,
});

/** The signed-in editor (test/fixtures' `admin`) as the Users tab lists them. */
export const editorRow = adminUser({
  id: admin.id,
  firstName: admin.firstName,
  lastName: admin.lastName,
  email: admin.email,
  username: admin.username,
  isAdmin: true,
  subscriptionTier: 'admin',
  applicationStatus: null,
});

export const adminUserDetails = (overrides: Partial<AdminUserDetails> = {}): AdminUserDetails => ({
  ...(({ applicationStatus: _listOnly, ...account }) => account)(adminUser()),
  hasProviderSubscription: false,
  ...overrides,
});

/** A brief on the Assignments tab: held by Dana and in progress. */
export const adminAssignment = (overrides: Partial<AdminAssignment> = {}): AdminAssignment => ({
  id: 21,
  title: 'Remote Work Guide for Small Accounting Firms',
  description: 'A practical guide for partners of small firms moving their teams to remote work.',
  type: 'article',
  status: 'in_progress',
  wordCount: 1200,
  payRate: '0.05',
  isPerWord: true,
  deadline: '2026-12-20T17:00:00.000Z',
  requirements: 'Cite two industry surveys.',
  assignedUserId: 9,
  isPremium: false,
  acceptedAt: '2026-11-10T09:00:00.000Z',
  submittedWordCount: null,
  submittedAt: null,
  reviewNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  overdue: false,
  assignee: {
    id: 9,
    firstName: 'Dana',
    lastName: 'Writer',
    email: 'dana@example.com',
    tier: 'writer',
    priority: false,
  },
  openComments: 0,
  round: 'first',
  ...overrides,
});

/** The same brief on its own page, handed in twice and waiting for a review. */
export const assignmentDetail = (overrides: Partial<AdminAssignmentDetail> = {}): AdminAssignmentDetail => ({
  ...adminAssignment({ status: 'submitted', submittedWordCount: 1180, submittedAt: '2026-11-14T16:00:00.000Z' }),
  draftContent: null,
  submittedContent: 'Partners who move their firm to remote work first ask what the clients will notice.',
  originalityScore: 94,
  submissions: [
    {
      id: 1,
      userId: 9,
      content: 'A first pass at the guide, written for partners of small accounting firms.',
      wordCount: 640,
      submittedAt: '2026-11-12T16:00:00.000Z',
      originality: null,
    },
    {
      id: 2,
      userId: 9,
      content: 'Partners who move their firm to remote work first ask what the clients will notice.',
      wordCount: 1180,
      submittedAt: '2026-11-14T16:00:00.000Z',
      originality: {
        originalityScore: 94,
        totalSources: 1,
        words: 1180,
        createdAt: '2026-11-14T16:00:05.000Z',
        matches: [
          {
            kind: 'blog_post',
            source: 'Remote work for small teams',
            similarity: 6,
            url: '/blog/remote-work-for-small-teams',
            matchedText: 'what the clients will notice',
            submissionId: null,
            assignmentId: null,
            userId: null,
          },
        ],
      },
    },
  ],
  allowedStatuses: ['submitted', 'completed', 'reviewed', 'cancelled'],
  payout: null,
  writerHistory: null,
  ...overrides,
});

export const adminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 31,
  assignmentId: 21,
  assignmentTitle: 'Remote Work Guide for Small Accounting Firms',
  amount: '60.00',
  status: 'pending',
  requestedAt: null,
  processedAt: null,
  completedAt: null,
  failedAt: null,
  failureReason: null,
  createdAt: '2026-11-15T12:00:00.000Z',
  userId: 9,
  userName: 'Dana Writer',
  userEmail: 'dana@example.com',
  transferUnconfirmed: false,
  ...overrides,
});

export const overview = (overrides: Partial<AdminOverview> = {}): AdminOverview => ({
  activeAssignments: 7,
  pendingPayoutsTotal: '1235.00',
  requestedPayouts: 2,
  applicationsAwaitingReview: 3,
  submissionsAwaitingReview: 4,
  overdueAssignments: 1,
  membersByTier: [
    { tier: 'writer', members: 12 },
    { tier: null, members: 2 },
    { tier: 'professional', members: 5 },
  ],
  weekly: [
    { weekStart: '2026-11-02', completedAssignments: 2, paidOut: '120.50' },
    { weekStart: '2026-11-09', completedAssignments: 0, paidOut: '0.00' },
    { weekStart: '2026-11-16', completedAssignments: 3, paidOut: '310.25' },
  ],
  ...overrides,
});

/**
 * A paged admin list as the server answers it: the rows `matches` keeps for the request's query, one page of
 * them, and `total` (all matching, unless a test claims more).
 */
export function pagedList<Row>(
  rows: () => Row[],
  matches: (row: Row, params: URLSearchParams) => boolean = () => true,
  total?: number,
): Handler {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 20);
    const matching = rows().filter((row) => matches(row, params));
    return json(200, { items: matching, total: total ?? matching.length, page, pageSize });
  };
}

/** Every row whose texts contain the search (case-insensitive) and whose status is one of the filter's. */
export const searchAndStatus =
  <Row extends object>(texts: (row: Row) => string[]) =>
  (row: Row, params: URLSearchParams) => {
    const search = params.get('search')?.toLowerCase();
    const status = params.get('status');
    const matchesStatus = !status || status.split(',').includes((row as { status?: string }).status ?? '');
    return matchesStatus && (!search || texts(row).join(' ').toLowerCase().includes(search));
  };

/** The console's fake backend, signed in as the editor; `routes` add to or replace the defaults. */
export function serveAdmin(routes: Record<string, Handler>) {
  const server = mockServer({ 'GET /api/user': () => json(200, admin), ...routes });
  /** The query of each request to `path`, as an object. */
  const queries = (path: string) =>
    server.requests
      .filter((request) => new URL(request.url).pathname === path)
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
  /** The JSON bodies sent to "METHOD /path". */
  const bodies = (route: string) =>
    Promise.all(
      server.requests
        .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route)
        .map((request) => request.clone().json() as Promise<unknown>),
    );
  return { ...server, queries, bodies };
}

/** Picks `option` in the antd select named `label` (its open list, not a label or tag with the same title). */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const open = (await screen.findAllByTitle(option)).find(
    (element) =>
      element.classList.contains('ant-select-item-option') && !element.closest('.ant-select-dropdown-hidden'),
  );
  if (!open) throw new Error(`No option "${option}" in the open list of "${label}"`);
  await user.click(open);
}
