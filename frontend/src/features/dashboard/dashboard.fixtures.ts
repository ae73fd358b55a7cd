import { member } from '../../test/fixtures';
import { json, type Handler } from '../../test/mockServer';
import { sandboxConfig, writerSubscription } from '../billing/billing.fixtures';
import type { Application } from '../applications/applicationsApi';
import type { Assignment, BoardAssignment, Earnings, Payout, WorkActivity } from './dashboardApi';
import type { MailPreferences, MailTopic } from '../mail/mailApi';
import type { PayoutAccount } from './payoutAccountApi';

/** An open brief as GET /api/assignments lists it; override what a test is about. */
export const assignment = (overrides: Partial<BoardAssignment> = {}): BoardAssignment => ({
  id: 11,
  title: 'Remote Work Guide for Small Accounting Firms',
  description: 'A practical guide for partners of small firms moving their teams to remote work.',
  type: 'article',
  status: 'available',
  wordCount: 1200,
  payRate: '0.05',
  isPerWord: true,
  deadline: '2026-12-20T17:00:00.000Z',
  requirements: 'Cite two industry surveys.',
  assignedUserId: null,
  isPremium: false,
  opensToAllAt: null,
  acceptedAt: null,
  draftContent: null,
  submittedContent: null,
  submittedWordCount: null,
  submittedAt: null,
  reviewNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  overdue: false,
  originalityScore: null,
  ...overrides,
});

/** One of the member's own assignments. */
export const mine = (overrides: Partial<Assignment> = {}): Assignment =>
  assignment({ status: 'assigned', assignedUserId: member.id, acceptedAt: '2026-11-10T09:00:00.000Z', ...overrides });

/** One event of `GET /api/assignments/me/activity`. */
export const workEvent = (overrides: Partial<WorkActivity> = {}): WorkActivity => ({
  kind: 'accepted',
  at: '2026-11-10T09:00:00.000Z',
  assignmentId: 11,
  assignmentTitle: 'Remote Work Guide for Small Accounting Firms',
  wordCount: null,
  ...overrides,
});

export const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 3,
  assignmentId: 11,
  assignmentTitle: 'Remote Work Guide for Small Accounting Firms',
  amount: '60.00',
  status: 'pending',
  requestedAt: null,
  processedAt: null,
  completedAt: null,
  failedAt: null,
  failureReason: null,
  createdAt: '2026-11-15T12:00:00.000Z',
  ...overrides,
});

const months = ['2025-12', ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)];

export const earnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  total: '0.00',
  pending: '0.00',
  completed: '0.00',
  monthly: months.map((month) => ({ month, amount: '0.00' })),
  ...overrides,
});

export const application = (status: Application['status']): Application => ({
  id: 4,
  status,
  reapplyAt: null,
  decisionNote: null,
});
export const approved = application('approved');

export interface DashboardData {
  available?: BoardAssignment[];
  mine?: Assignment[];
  activity?: WorkActivity[];
  payouts?: Payout[];
  earnings?: Earnings;
  payoutAccount?: PayoutAccount;
  application?: Application | null;
}

/** Every call the dashboard makes, answered for an approved, subscribed member; `extra` adds or replaces routes. */
export function dashboardRoutes(
  data: DashboardData = {},
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  const application = data.application === undefined ? approved : data.application;
  return {
    'GET /api/user': () => json(200, member),
    'GET /api/applications/me': () =>
      application
        ? json(200, application)
        : json(404, { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED', message: 'No application' }),
    'GET /api/billing/config': () => json(200, sandboxConfig),
    'GET /api/billing/subscription': () => json(200, { subscription: writerSubscription }),
    'GET /api/billing/card': () => json(200, { card: { brand: 'visa', last4: '4242' } }),
    'GET /api/billing/history': () => json(200, { entries: [] }),
    'GET /api/assignments': () => json(200, data.available ?? []),
    'GET /api/assignments/me': () => json(200, data.mine ?? []),
    'GET /api/assignments/me/activity': () => json(200, data.activity ?? []),
    'GET /api/payouts/me': () => json(200, data.payouts ?? []),
    'GET /api/earnings/me': () => json(200, data.earnings ?? earnings()),
    'GET /api/payouts/account': () =>
      json(200, data.payoutAccount ?? { state: 'enabled', provider: 'sandbox', missing: [], canReceive: true }),
    'GET /api/twitter/feed': () => json(200, []),
    'GET /api/mail/preferences': () => json(200, mailPreferences()),
    'GET /api/one-to-one/me': () =>
      json(200, { eligible: false, perMonth: 1, openThisMonth: 0, canRequest: false, requests: [] }),
    'GET /api/account/sessions': () => json(200, []),
    'GET /api/account/email': () => json(200, { pendingEmail: null, expiresAt: null }),
    'GET /api/account/passkeys': () => json(200, { passkeys: [] }),
    'GET /api/account/two-factor': () =>
      json(200, { methods: [], totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } }),
    ...extra,
  };
}

/** The member's email switches (D18), all on unless `off` names a topic. */
export function mailPreferences(off: MailTopic[] = []): MailPreferences {
  const labels: Record<MailTopic, string> = {
    applications: 'Application decisions',
    assignments: 'Assignments: work assigned to you, revisions requested, work completed, one-to-one sessions answered',
    payouts: 'Payouts sent or failed',
    billing: 'Subscription: started, renewed (receipts), payment problems, cancelled, resumed',
  };
  return {
    topics: (Object.keys(labels) as MailTopic[]).map((topic) => ({
      topic,
      label: labels[topic],
      enabled: !off.includes(topic),
    })),
    security: {
      label: 'Security: address checks, password resets and e-mail changes (always sent)',
      enabled: true,
    },
  };
}
