import Alert from 'antd/es/alert';
import Table, { type ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { PAGE_SIZES, useKeepPageInRange, type Paging, type Sorting, type TurnPage } from './usePagedListArgs';

interface Props<Row> {
  /** What a row is, for the total ("12 users") and the error ("Users could not be loaded."). */
  noun: { one: string; many: string };
  columns: ColumnsType<Row>;
  /** The last answer: kept while the next page loads, so the table does not flash empty. */
  page: { items: Row[]; total: number } | undefined;
  args: Paging;
  turnPage: TurnPage;
  /** The order asked for; the columns with `sorter: true` (keyed by their `sortBy` field) show it. */
  sorting: Sorting;
  sort: (sorting: Sorting) => void;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /** The width below which the table scrolls inside its own box, so the page never grows wider than the screen. */
  minWidth: number;
  rowClassName?: (row: Row) => string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sortable columns, each showing whether the list is sorted on it (the server sorts: `sorter: true`). */
const withSortShown = <Row,>(columns: ColumnsType<Row>, { sortBy, sortOrder }: Sorting): ColumnsType<Row> =>
  columns.map((column) =>
    column.sorter ? { ...column, sortOrder: column.key === sortBy ? (sortOrder ?? null) : null } : column,
  );

/** A header click: the column's field and direction, or neither when the click took the sort off. */
function sortingOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): Sorting {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const order = single?.order ?? undefined;
  return order ? { sortBy: String(single?.columnKey), sortOrder: order } : { sortBy: undefined, sortOrder: undefined };
}

/** One page of a server-paged and server-sorted admin list (D10), with its pager and its empty and failed states. */
export function PagedTable<Row extends { id: number }>({
  noun,
  columns,
  page,
  args,
  turnPage,
  sorting,
  sort,
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
      columns={withSortShown(columns, sorting)}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') sort(sortingOf(sorter));
      }}
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
