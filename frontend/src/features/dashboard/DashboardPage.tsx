import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { SubscriptionCard } from './SubscriptionCard';

const TABS = ['overview', 'account'] as const;
type Tab = (typeof TABS)[number];

/**
 * The member dashboard. Its overview (assignments, payouts, earnings, progress) comes with a later
 * issue; the Account tab already holds the working membership control. `?tab=account` opens it.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'overview';

  return (
    <section className="pw-page">
      <Typography.Title level={1}>Dashboard</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'overview' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'overview',
            label: 'Overview',
            children: (
              <Typography.Paragraph className="pw-lead">
                Your assignments, payouts, earnings and writing progress in one place.
              </Typography.Paragraph>
            ),
          },
          { key: 'account', label: 'Account', children: <SubscriptionCard /> },
        ]}
      />
    </section>
  );
}
