import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { type ColumnsType } from 'antd/es/table';
import { longDate } from '../../../app/dates';
import { PagedTable } from '../list/PagedTable';
import { usePagedList } from '../list/usePagedListArgs';
import {
  subscribersCsvUrl,
  useGetNewsletterSubscribersQuery,
  type NewsletterSubscription,
  type SubscriptionState,
} from './adminNewsletterApi';

const STATE_LABELS: Record<SubscriptionState, string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{longDate(iso, 'minutes')}</time> : '—');

/** The subscriptions, newest first, in one state or all, paged on the server and exportable as CSV. */
export function SubscribersList() {
  const { args, filter, table } = usePagedList(useGetNewsletterSubscribersQuery, {
    state: undefined as SubscriptionState | undefined,
  });
  const columns: ColumnsType<NewsletterSubscription> = [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'State', key: 'state', render: (_, s) => STATE_LABELS[s.state] },
    { title: 'Subscribed', key: 'subscribedAt', render: (_, s) => when(s.subscribedAt) },
    { title: 'Confirmed', key: 'confirmedAt', render: (_, s) => when(s.confirmedAt) },
    { title: 'Unsubscribed', key: 'unsubscribedAt', render: (_, s) => when(s.unsubscribedAt) },
  ];
  return (
    <section aria-labelledby="pw-admin-newsletter-subscribers">
      <h2 id="pw-admin-newsletter-subscribers">Subscribers</h2>
      <div className="pw-admin__filters">
        <Select<SubscriptionState | 'all'>
          className="pw-admin__status-filter"
          aria-label="Show subscriptions"
          value={args.state ?? 'all'}
          onChange={(value) => filter({ state: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: 'All subscriptions' },
            ...Object.entries(STATE_LABELS).map(([value, label]) => ({ value: value as SubscriptionState, label })),
          ]}
        />
        <Button icon={<DownloadOutlined />} href={subscribersCsvUrl(args.state)} download>
          Export CSV
        </Button>
      </div>
      <PagedTable<NewsletterSubscription>
        {...table}
        noun={{ one: 'subscription', many: 'subscriptions' }}
        columns={columns}
        emptyText={args.state ? 'No subscriptions in this state' : 'No subscriptions yet'}
        minWidth={720}
      />
    </section>
  );
}
