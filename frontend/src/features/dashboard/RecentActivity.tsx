import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { ReactNode } from 'react';
import { longDate } from '../../app/dates';
import { useGetMyActivityQuery, useGetMyPayoutsQuery } from './dashboardApi';
import { recentActivity, type ActivityKind } from './recentActivity';
import { LoadingBlock } from './LoadingBlock';

const ICONS: Record<ActivityKind, ReactNode> = {
  accepted: <FileDoneOutlined />,
  submitted: <SendOutlined />,
  revision: <EditOutlined />,
  completed: <CheckCircleOutlined />,
  payout: <WalletOutlined />,
  paid: <DollarOutlined />,
};

/** What the member did and what happened to their work lately, from the server's records of it and their payouts. */
export function RecentActivity() {
  const work = useGetMyActivityQuery();
  const payouts = useGetMyPayoutsQuery();
  const loading = work.isLoading || payouts.isLoading;
  const events = recentActivity(work.data ?? [], payouts.data ?? []);

  let body;
  if (loading) body = <LoadingBlock />;
  else if (events.length === 0)
    body = <p className="pw-dashboard__empty">No activity yet. Accept an assignment to get started.</p>;
  else
    body = (
      <ol className="pw-activity">
        {events.map((event) => (
          <li key={event.key} className="pw-activity__item pw-activity__item--icon">
            <span className="pw-activity__icon" aria-hidden="true">
              {ICONS[event.kind]}
            </span>
            <div>
              <p>{event.text}</p>
              <time dateTime={event.at}>{longDate(event.at, 'minutes')}</time>
            </div>
          </li>
        ))}
      </ol>
    );

  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="recent-activity-title" aria-busy={loading}>
      <h2 id="recent-activity-title">Recent Activity</h2>
      {body}
    </section>
  );
}
