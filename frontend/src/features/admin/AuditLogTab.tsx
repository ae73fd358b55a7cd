import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { AuditChangeDetails, AuditTime } from './AuditChangeDetails';
import { CardList } from './list/CardList';
import { useNarrowScreen } from './list/useNarrowScreen';
import {
  ENTITY_TYPE_LABELS,
  useGetAuditLogInfiniteQuery,
  type AuditedEntityType,
  type AuditLogEntry,
  type AuditLogFilter,
} from './adminAuditLogApi';
import './auditLog.css';

const ENTITY_TYPE_OPTIONS = Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

const entityLabel = (entry: AuditLogEntry) =>
  `${ENTITY_TYPE_LABELS[entry.entityType as AuditedEntityType] ?? entry.entityType} #${entry.entityId}`;

/** The log's columns; When shows the order asked for, newest or oldest first, and a click turns it around. */
const columnsIn = (order: AuditLogFilter['order']): ColumnsType<AuditLogEntry> => [
  {
    title: 'When',
    key: 'createdAt',
    width: 220,
    sorter: true,
    sortOrder: order,
    sortDirections: ['descend', 'ascend'],
    render: (_, entry) => <AuditTime iso={entry.createdAt} />,
  },
  {
    title: 'Who',
    key: 'actor',
    render: (_, { actor }) =>
      actor ? (
        <>
          <div>{actor.name}</div>
          <div className="pw-admin__muted">{actor.email}</div>
        </>
      ) : (
        <span className="pw-admin__muted">System</span>
      ),
  },
  { title: 'Action', key: 'action', render: (_, entry) => <Typography.Text code>{entry.action}</Typography.Text> },
  // What the change did, naming the member and the money (issue 23), above the record it was made to.
  {
    title: 'Change',
    key: 'entity',
    render: (_, entry) => (
      <>
        <div>{entry.summary}</div>
        <div className="pw-admin__muted">{entityLabel(entry)}</div>
      </>
    ),
  },
];

const ORDER_OPTIONS: { value: AuditLogFilter['order']; label: string }[] = [
  { value: 'descend', label: 'Newest first' },
  { value: 'ascend', label: 'Oldest first' },
];

/** A card's change (the table's expanded row), behind a disclosure. */
const cardDetails = (entry: AuditLogEntry) => (
  <details className="pw-audit__details">
    <summary>Show the change</summary>
    <AuditChangeDetails entry={entry} />
  </details>
);

/**
 * The Audit Log tab of /admin (D10): every admin change, newest first (or oldest first), a page at a time. On a
 * narrow screen the entries are cards, each with its change behind a disclosure, and the order is a choice in the
 * toolbar instead of the When header.
 */
export function AuditLogTab() {
  const [entityType, setEntityType] = useState<AuditedEntityType | null>(null);
  const [order, setOrder] = useState<AuditLogFilter['order']>('descend');
  const query = useGetAuditLogInfiniteQuery({ entityType, order });
  const { currentData, isFetching, isError, isFetchNextPageError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  // currentData, not data: after a filter change the previous filter's rows must not show under the new one.
  const entries = currentData?.pages.flatMap((page) => page.entries) ?? [];
  const narrow = useNarrowScreen();

  return (
    <>
      {isError && (
        // The toolbar and the pages already loaded stay: a failed page or filter can be retried or changed.
        <Alert
          type="error"
          showIcon
          title="The audit log could not be loaded."
          action={
            <Button size="small" onClick={() => void (isFetchNextPageError ? fetchNextPage() : query.refetch())}>
              Retry
            </Button>
          }
          className="pw-audit__error"
        />
      )}
      <div className="pw-audit__toolbar">
        <Select<AuditedEntityType>
          aria-label="Entity type"
          placeholder="All entities"
          allowClear
          className="pw-audit__filter"
          options={ENTITY_TYPE_OPTIONS}
          value={entityType ?? undefined}
          onChange={(value) => setEntityType(value ?? null)}
        />
        {narrow && (
          <Select<AuditLogFilter['order']>
            aria-label="Order"
            className="pw-audit__filter"
            options={ORDER_OPTIONS}
            value={order}
            onChange={setOrder}
          />
        )}
      </div>
      {narrow ? (
        <CardList<AuditLogEntry>
          columns={columnsIn(order)}
          rows={entries}
          label="Admin changes"
          loading={isFetching && !isFetchingNextPage}
          emptyText="No admin changes to show"
          rowKey={(entry) => entry.id}
          details={cardDetails}
        />
      ) : (
        <Table<AuditLogEntry>
          rowKey="id"
          columns={columnsIn(order)}
          // A third click would take the sort off: the log then reads in its default order, newest first.
          onChange={(_pagination, _filters, sorter) => {
            const when = Array.isArray(sorter) ? sorter[0] : sorter;
            setOrder(when?.order === 'ascend' ? 'ascend' : 'descend');
          }}
          dataSource={entries}
          loading={isFetching && !isFetchingNextPage}
          pagination={false}
          expandable={{ expandedRowRender: (entry) => <AuditChangeDetails entry={entry} /> }}
          // Scrolls inside its own box on a narrow screen, so the page never grows wider than the screen.
          scroll={{ x: 640 }}
          locale={{ emptyText: 'No admin changes to show' }}
        />
      )}
      {hasNextPage && (
        <div className="pw-audit__more">
          <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
