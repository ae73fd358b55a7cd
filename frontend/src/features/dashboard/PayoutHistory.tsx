import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import { longDate } from '../../app/dates';
import { PAYOUT_COLORS, PAYOUT_LABELS } from './assignmentLabels';
import { useGetMyPayoutsQuery, type Payout } from './dashboardApi';
import { formatMoney } from '../../app/money';
import { emptyText, matchesSearch } from './search';
import { SearchField } from './SearchField';

/** What happened to a payout last, under its status: paid, or asked for by the member. */
function statusNote(payout: Payout): string | null {
  if (payout.status === 'failed') {
    const reason = (payout.failureReason ?? 'the transfer failed').replace(/\.$/, '');
    return `Not sent: ${reason}. An editor will retry it.`;
  }
  if (payout.completedAt) return `Paid ${longDate(payout.completedAt)}`;
  if (payout.requestedAt) return `Requested ${longDate(payout.requestedAt)}`;
  return null;
}

// Three columns, the dates under the title and the status, so the table fits a 360 px screen without scrolling.
const columns: ColumnsType<Payout> = [
  {
    title: 'Assignment',
    key: 'assignment',
    render: (_, payout) => (
      <>
        <div className="pw-payout__title">{payout.assignmentTitle}</div>
        <div className="pw-dashboard__muted">Earned {longDate(payout.createdAt)}</div>
      </>
    ),
  },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, payout) => formatMoney(payout.amount) },
  {
    title: 'Status',
    key: 'status',
    render: (_, payout) => {
      const note = statusNote(payout);
      return (
        <>
          <Tag color={PAYOUT_COLORS[payout.status]}>{PAYOUT_LABELS[payout.status]}</Tag>
          {note && <div className="pw-dashboard__muted">{note}</div>}
        </>
      );
    },
  },
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
          locale={{ emptyText: emptyText('payouts', query) }}
        />
      )}
    </section>
  );
}
