import { lazy, type ComponentType } from 'react';
import { APPLICATION_STATUSES } from '../applicationStatuses';
import { ASSIGNMENT_STATUS, oneOf, PAYOUT_STATUS, someOf } from '../labels';
import type { AdminTab } from '../useAdminTab';

/** What a tab's list opens on, from the address (useAdminTab). */
export interface TabAddress {
  status: string | null;
  overdue: boolean;
}

/*
 * Each tab of the console in a chunk of its own (issue 29): opening `/admin?tab=users` loads the users' list and
 * nothing of the eight other tabs (their tables, forms, dialogs and charts), and no tab's code is needed for the
 * console's first view (its title and tab list), which the server renders.
 */
/** A tab's component, loaded with the antd theme it renders in (the console's first view needs neither). */
function lazyTab<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Tab, { default: AntdTheme }] = await Promise.all([load(), import('../../../app/AntdTheme')]);
    function ThemedTab(props: Props) {
      return (
        <AntdTheme>
          <Tab {...props} />
        </AntdTheme>
      );
    }
    return { default: ThemedTab };
  });
}

const OverviewTab = lazyTab(() => import('../overview/OverviewTab').then((m) => m.OverviewTab));
const UsersTab = lazyTab(() => import('../users/UsersTab').then((m) => m.UsersTab));
const AssignmentsTab = lazyTab(() => import('../assignments/AssignmentsTab').then((m) => m.AssignmentsTab));
const PayoutsTab = lazyTab(() => import('../payouts/PayoutsTab').then((m) => m.PayoutsTab));
const ApplicationsTab = lazyTab(() => import('../ApplicationsTab').then((m) => m.ApplicationsTab));
const FeedTab = lazyTab(() => import('../FeedTab').then((m) => m.FeedTab));
const NewsletterTab = lazyTab(() => import('../newsletter/NewsletterTab').then((m) => m.NewsletterTab));
const OneToOneTab = lazyTab(() => import('../oneToOne/OneToOneTab').then((m) => m.OneToOneTab));
const AuditLogTab = lazyTab(() => import('../AuditLogTab').then((m) => m.AuditLogTab));

export const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  assignments: 'Assignments',
  payouts: 'Payouts',
  applications: 'Applications',
  feed: 'Feed',
  newsletter: 'Newsletter',
  'one-to-one': 'One-to-one',
  'audit-log': 'Audit Log',
};

/** The open tab's content (rendered once, and unmounted when another tab opens: each visit starts afresh). */
export function AdminTabPanel({ tab, status, overdue }: { tab: AdminTab } & TabAddress) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'users':
      return <UsersTab />;
    case 'assignments':
      return <AssignmentsTab statuses={someOf(ASSIGNMENT_STATUS, status)} overdue={overdue} />;
    case 'payouts':
      return <PayoutsTab statuses={someOf(PAYOUT_STATUS, status)} />;
    case 'applications':
      return <ApplicationsTab status={oneOf(APPLICATION_STATUSES, status)} />;
    case 'feed':
      return <FeedTab />;
    case 'newsletter':
      return <NewsletterTab />;
    case 'one-to-one':
      return <OneToOneTab />;
    case 'audit-log':
      return <AuditLogTab />;
  }
}
