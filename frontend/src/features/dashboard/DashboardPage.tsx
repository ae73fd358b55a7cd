import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useSession } from '../auth/useSession';
import { AccountTab } from './AccountTab';
import { AssignmentsTab } from './AssignmentsTab';
import { OverviewTab } from './OverviewTab';
import { PayoutsTab } from './PayoutsTab';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { ResourcesPanel } from './ResourcesPanel';
import { StatCards } from './StatCards';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';
import { useCommunityFeedJump } from './useCommunityFeedJump';
import { useDashboardTab, type DashboardTab } from './useDashboardTab';
import { WritingProgress } from './WritingProgress';
import './dashboard.css';

const TAB_ITEMS: { key: DashboardTab; label: string; children: ReactNode }[] = [
  { key: 'overview', label: 'Overview', children: <OverviewTab /> },
  { key: 'assignments', label: 'Assignments', children: <AssignmentsTab /> },
  { key: 'payouts', label: 'Payouts', children: <PayoutsTab /> },
  { key: 'account', label: 'Account', children: <AccountTab /> },
];

/**
 * The member dashboard (spec section 2, D4, D5, D9): four figures, the tabs (each reachable as `?tab=`), and
 * below them the member's activity, resources, quick actions and membership. Every figure comes from the API.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const [tab, selectTab] = useDashboardTab();
  const jumpToCommunityFeed = useCommunityFeedJump(tab, selectTab);

  return (
    <section className="pw-page pw-dashboard" aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title">
        Dashboard
      </Typography.Title>
      <Typography.Paragraph className="pw-lead">
        Welcome back, {user?.firstName.trim() || 'Writer'}. Your assignments, payouts and earnings in one place.
      </Typography.Paragraph>
      <StatCards />
      <Tabs
        className="pw-dashboard__tabs"
        activeKey={tab}
        onChange={(key) => selectTab(key as DashboardTab)}
        items={TAB_ITEMS}
      />
      <WritingProgress />
      <div className="pw-dashboard__below">
        <div className="pw-dashboard__column">
          <RecentActivity />
          <ResourcesPanel />
        </div>
        <div className="pw-dashboard__column">
          <QuickActions onCommunityFeed={jumpToCommunityFeed} />
          <SubscriptionStatusCard />
        </div>
      </div>
    </section>
  );
}
