import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useSignOut } from '../auth/useSignOut';
import { ApplicationsTab } from './ApplicationsTab';
import { AuditLogTab } from './AuditLogTab';
import { FeedTab } from './FeedTab';
import './admin.css';

/**
 * `/admin` and `/admin-dashboard` (spec section 2). The router's RequireAdmin shows a spinner while the
 * user is unknown and sends non-admins to `/`. Later issues add the Overview, Users, Assignments and
 * Payouts tabs beside Applications (D2 step 5) and Feed (D6).
 */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { signOut, signingOut } = useSignOut();

  return (
    <section className="pw-page pw-admin">
      <header className="pw-admin__header">
        <Typography.Title level={1}>Admin Dashboard</Typography.Title>
        <Button icon={<LogoutOutlined />} onClick={() => void signOut()} loading={signingOut}>
          Logout
        </Button>
      </header>
      <Tabs
        defaultActiveKey="applications"
        items={[
          { key: 'applications', label: 'Applications', children: <ApplicationsTab /> },
          { key: 'feed', label: 'Feed', children: <FeedTab /> },
          // Unmounted when hidden, so each visit starts again from the newest entries.
          { key: 'audit-log', label: 'Audit Log', children: <AuditLogTab />, destroyOnHidden: true },
        ]}
      />
    </section>
  );
}
