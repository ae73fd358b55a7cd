import MailOutlined from '@ant-design/icons/MailOutlined';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { ASSIGNMENT_STATUS, oneOf, PAYOUT_STATUS, someOf } from './labels';
import { APPLICATION_STATUSES, ApplicationsTab } from './ApplicationsTab';
import { AssignmentsTab } from './assignments/AssignmentsTab';
import { AuditLogTab } from './AuditLogTab';
import { FeedTab } from './FeedTab';
import { NewsletterTab } from './newsletter/NewsletterTab';
import { OneToOneTab } from './oneToOne/OneToOneTab';
import { OverviewTab } from './overview/OverviewTab';
import { PayoutsTab } from './payouts/PayoutsTab';
import { useAdminTab } from './useAdminTab';
import { UsersTab } from './users/UsersTab';
import './admin.css';

/**
 * `/admin` and `/admin-dashboard` (spec section 2): Overview, Users, Assignments and Payouts, beside
 * Applications (D2 step 5), Feed (D6), Newsletter (D18), One-to-one sessions (D20) and the Audit Log (D10). The router's RequireAdmin shows a spinner while
 * the user is unknown and sends non-admins to `/`. The tab is in the address; the lists are unmounted when
 * hidden, so a link from the Overview opens its list on the filter it names. The spec's logout button is the
 * header's Sign Out (issue 23: one Sign Out on the page; the header also links back here from the rest of the site).
 */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { tab, status, overdue, select } = useAdminTab();

  return (
    <section className="pw-page pw-admin">
      <header className="pw-admin__header">
        <Typography.Title level={1}>Admin Dashboard</Typography.Title>
        <ButtonLink to="/admin/mail" icon={<MailOutlined />}>
          Mail
        </ButtonLink>
      </header>
      <Tabs
        className="pw-admin__tabs"
        activeKey={tab}
        onChange={(key) => select(key as typeof tab)}
        destroyOnHidden
        items={[
          { key: 'overview', label: 'Overview', children: <OverviewTab /> },
          { key: 'users', label: 'Users', children: <UsersTab /> },
          {
            key: 'assignments',
            label: 'Assignments',
            children: <AssignmentsTab statuses={someOf(ASSIGNMENT_STATUS, status)} overdue={overdue} />,
          },
          { key: 'payouts', label: 'Payouts', children: <PayoutsTab statuses={someOf(PAYOUT_STATUS, status)} /> },
          {
            key: 'applications',
            label: 'Applications',
            children: <ApplicationsTab status={oneOf(APPLICATION_STATUSES, status)} />,
          },
          { key: 'feed', label: 'Feed', children: <FeedTab /> },
          { key: 'newsletter', label: 'Newsletter', children: <NewsletterTab /> },
          { key: 'one-to-one', label: 'One-to-one', children: <OneToOneTab /> },
          // Each visit starts again from the newest entries.
          { key: 'audit-log', label: 'Audit Log', children: <AuditLogTab /> },
        ]}
      />
    </section>
  );
}
