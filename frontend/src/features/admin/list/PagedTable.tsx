import Alert from 'antd/es/alert';
import Table, { type ColumnsType } from 'antd/es/table';
import { PAGE_SIZES, useKeepPageInRange, type Paging, type TurnPage } from './usePagedListArgs';

interface Props<Row> {
  /** What a row is, for the total ("12 users") and the error ("Users could not be loaded."). */
  noun: { one: string; many: string };
  columns: ColumnsType<Row>;
  /** The last answer: kept while the next page loads, so the table does not flash empty. */
  page: { items: Row[]; total: number } | undefined;
  args: Paging;
  turnPage: TurnPage;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /** The width below which the table scrolls inside its own box, so the page never grows wider than the screen. */
  minWidth: number;
  rowClassName?: (row: Row) => string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One page of a server-paged admin list (D10), with its pager and its empty and failed states. */
export function PagedTable<Row extends { id: number }>({
  noun,
  columns,
  page,
  args,
  turnPage,
  loading,
  failed,
  emptyText,
  minWidth,
  rowClassName,
}: Props<Row>) {
  useKeepPageInRange(page?.total, args, turnPage);
  if (failed) return <Alert type="error" showIcon title={`${capitalized(noun.many)} could not be loaded.`} />;
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      rowClassName={rowClassName}
      pagination={{
        current: args.page,
        pageSize: args.pageSize,
        total: page?.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (count) => `${count} ${count === 1 ? noun.one : noun.many}`,
        onChange: turnPage,
      }}
      scroll={{ x: minWidth }}
      locale={{ emptyText }}
    />
  );
}
