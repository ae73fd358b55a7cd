import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import { longDate } from '../../app/dates';
import { PAYOUT_COLORS, PAYOUT_LABELS } from './assignmentLabels';
import { useGetMyPayoutsQuery, type Payout } from './dashboardApi';
import { formatMoney } from './money';
import { emptyText, matchesSearch } from './search';
import { SearchField } from './SearchField';

const dateOrDash = (iso: string | null) => (iso ? longDate(iso) : '—');

const columns: ColumnsType<Payout> = [
  { title: 'Assignment', dataIndex: 'assignmentTitle', key: 'assignment' },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, payout) => formatMoney(payout.amount) },
  {
    title: 'Status',
    key: 'status',
    render: (_, payout) => (
      <>
        <Tag color={PAYOUT_COLORS[payout.status]}>{PAYOUT_LABELS[payout.status]}</Tag>
        {payout.status !== 'completed' && payout.requestedAt && (
          <div className="pw-dashboard__muted">Requested {longDate(payout.requestedAt)}</div>
        )}
      </>
    ),
  },
  { title: 'Earned', key: 'created', render: (_, payout) => longDate(payout.createdAt) },
  { title: 'Paid', key: 'completed', render: (_, payout) => dateOrDash(payout.completedAt) },
];

const searchableTexts = (payout: Payout) => [
  payout.assignmentTitle,
  PAYOUT_LABELS[payout.status],
  formatMoney(payout.amount),
  payout.amount,
];

/** The member's payouts, newest first as the server lists them, with a search (spec section 2). */
export function PayoutHistory() {
  const { data, isLoading, isError } = useGetMyPayoutsQuery();
  const [query, setQuery] = useState('');
  const titleId = useId();
  const shown = (data ?? []).filter((payout) => matchesSearch(query, searchableTexts(payout)));

  return (
    <section className="pw-dashboard__section" aria-labelledby={titleId}>
      <div className="pw-dashboard__section-head">
        <h2 id={titleId}>Payout History</h2>
        <SearchField label="Search Payout History" value={query} onChange={setQuery} />
      </div>
      {isError ? (
        <p className="pw-dashboard__empty">Your payouts could not be loaded.</p>
      ) : (
        <Table<Payout>
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={isLoading}
          size="middle"
          pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 640 }}
          locale={{ emptyText: emptyText('payouts', query) }}
        />
      )}
    </section>
  );
}
