import { lazy, Suspense, type ReactNode } from 'react';
import AntdTheme from '../../app/AntdTheme';
import { DashboardTabs, type DashboardTabItem } from './DashboardTabs';
import { LoadingBlock } from './LoadingBlock';
import { OverviewTab } from './OverviewTab';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { ResourcesPanel } from './ResourcesPanel';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';
import { useCommunityFeedJump } from './useCommunityFeedJump';
import { useAfterPaint } from './useAfterPaint';
import { useDashboardTab, type DashboardTab } from './useDashboardTab';
import { WhenNear } from './WhenNear';
import { WritingProgress } from './WritingProgress';

// The first view is the Overview: the other tabs (antd's table, modal, popconfirm, forms, the chart) load when
// a member opens them, so the dashboard's first chunks stay small (issue 17).
const AssignmentsTab = lazy(() => import('./AssignmentsTab').then((m) => ({ default: m.AssignmentsTab })));
const PayoutsTab = lazy(() => import('./PayoutsTab').then((m) => ({ default: m.PayoutsTab })));
const AccountTab = lazy(() => import('./AccountTab').then((m) => ({ default: m.AccountTab })));

const later = (tab: ReactNode) => <Suspense fallback={<LoadingBlock rows={5} />}>{tab}</Suspense>;

const TAB_ITEMS: DashboardTabItem<DashboardTab>[] = [
  { key: 'overview', label: 'Overview', children: <OverviewTab /> },
  { key: 'assignments', label: 'Assignments', children: later(<AssignmentsTab />) },
  { key: 'payouts', label: 'Payouts', children: later(<PayoutsTab />) },
  { key: 'account', label: 'Account', children: later(<AccountTab />) },
];

/**
 * The dashboard below its four figures (DashboardPage.tsx), in the antd theme: the tabs first, then, once they have
 * been painted, the cards below them (progress, activity, resources, actions, membership), so that neither rendering
 * holds the main thread long (issue 17: the dashboard's total blocking time).
 */
export default function DashboardRest() {
  const [tab, selectTab] = useDashboardTab();
  const jumpToCommunityFeed = useCommunityFeedJump(tab, selectTab);
  const tabsPainted = useAfterPaint();
  return (
    <AntdTheme>
      <DashboardTabs label="Dashboard sections" items={TAB_ITEMS} activeKey={tab} onChange={selectTab} />
      {/* Below the open tab, so below the first screen on a phone: each card renders as it nears the screen, or
          when the browser is idle (WhenNear), not all in the tasks that follow the tab's. */}
      {tabsPainted && (
        <>
          <WhenNear reserve={610}>
            <WritingProgress />
          </WhenNear>
          <div className="pw-dashboard__below">
            <div className="pw-dashboard__column">
              <WhenNear reserve={400}>
                <RecentActivity />
              </WhenNear>
              <WhenNear reserve={900}>
                <ResourcesPanel />
              </WhenNear>
            </div>
            <div className="pw-dashboard__column">
              <WhenNear reserve={270}>
                <QuickActions onCommunityFeed={jumpToCommunityFeed} />
              </WhenNear>
              <WhenNear reserve={220}>
                <SubscriptionStatusCard />
              </WhenNear>
            </div>
          </div>
        </>
      )}
    </AntdTheme>
  );
}
