import Alert from 'antd/es/alert';
import Pagination, { type PaginationProps } from 'antd/es/pagination';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { CardList } from './CardList';
import { useNarrowScreen } from './useNarrowScreen';
import { useRowsInSteps } from './useRowsInSteps';
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
  /**
   * The width below which the table scrolls inside its own box, so the page never grows wider than the screen.
   * Below antd's `md` breakpoint the list shows as cards instead (CardList).
   */
  minWidth: number;
  rowClassName?: (row: Row) => string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sortable columns, each showing whether the list is sorted on it (the server sorts: `sorter: true`). */
const withSortShown = <Row,>(columns: ColumnsType<Row>, { sortBy, sortOrder }: Sorting): ColumnsType<Row> =>
  columns.map((column) =>
    column.sorter ? { ...column, sortOrder: column.key === sortBy ? (sortOrder ?? null) : null } : column,
  );

/**
 * The row's actions (the column keyed `actions`) stay in sight at the table's right edge: a table wider than its
 * box scrolls sideways inside it, and the buttons were cut off at that edge at 1280 px (issue 23). Each list gives
 * the column a `width` its widest button fits (the buttons wrap below one another when there are several).
 */
const withActionsInSight = <Row,>(columns: ColumnsType<Row>): ColumnsType<Row> =>
  columns.map((column) => (column.key === 'actions' ? { fixed: 'right', ...column } : column));

/** A header click: the column's field and direction, or neither when the click took the sort off. */
function sortingOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): Sorting {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const order = single?.order ?? undefined;
  return order ? { sortBy: String(single?.columnKey), sortOrder: order } : { sortBy: undefined, sortOrder: undefined };
}

const DEFAULT_ORDER = '';
const DIRECTIONS = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * The narrow list's stand-in for the table's sortable headers: one choice per sortable column and direction,
 * and the list's default order. Choosing one asks the server as a header click would.
 */
function SortSelect<Row>({
  columns,
  sorting,
  sort,
}: {
  columns: ColumnsType<Row>;
  sorting: Sorting;
  sort: (sorting: Sorting) => void;
}) {
  const sortable = columns.filter((column) => column.sorter && typeof column.title === 'string');
  if (sortable.length === 0) return null;
  const options = [
    { value: DEFAULT_ORDER, label: 'Default order' },
    ...sortable.flatMap((column) =>
      (['ascend', 'descend'] as const).map((order) => ({
        value: `${String(column.key)}:${order}`,
        label: `${String(column.title)}, ${DIRECTIONS[order]}`,
      })),
    ),
  ];
  const value = sorting.sortBy && sorting.sortOrder ? `${sorting.sortBy}:${sorting.sortOrder}` : DEFAULT_ORDER;
  return (
    <Select<string>
      aria-label="Sort by"
      className="pw-admin-cards__sort"
      value={value}
      options={options}
      onChange={(choice) => {
        const [sortBy, sortOrder] = choice.split(':') as [string, 'ascend' | 'descend'];
        sort(choice === DEFAULT_ORDER ? { sortBy: undefined, sortOrder: undefined } : { sortBy, sortOrder });
      }}
    />
  );
}

/**
 * One page of a server-paged and server-sorted admin list (D10), with its pager and its empty and failed states:
 * a table, or on a narrow screen a list of cards with a sort choice and the same pager.
 */
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
  const narrow = useNarrowScreen();
  const { rows, pending } = useRowsInSteps(page?.items);
  // Until the first page's last rows have come, the room below them is kept (the page's foot stays out of sight).
  const more = pending && <div className="pw-admin-list__more" />;
  if (failed) return <Alert type="error" showIcon title={`${capitalized(noun.many)} could not be loaded.`} />;
  const pager: PaginationProps = {
    current: args.page,
    pageSize: args.pageSize,
    total: page?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (count) => `${count} ${count === 1 ? noun.one : noun.many}`,
    onChange: turnPage,
  };
  if (narrow)
    return (
      <>
        <SortSelect columns={columns} sorting={sorting} sort={sort} />
        <CardList<Row>
          columns={columns}
          rows={rows}
          label={capitalized(noun.many)}
          loading={loading}
          emptyText={emptyText}
          rowKey={(row) => row.id}
          rowClassName={rowClassName}
        />
        {more}
        {!pending && (page?.total ?? 0) > 0 && <Pagination {...pager} size="small" className="pw-admin-cards__pager" />}
      </>
    );
  return (
    <>
      <Table<Row>
        rowKey="id"
        columns={withActionsInSight(withSortShown(columns, sorting))}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action === 'sort') sort(sortingOf(sorter));
        }}
        dataSource={rows as Row[]}
        loading={loading}
        rowClassName={rowClassName}
        pagination={!pending && pager}
        scroll={{ x: minWidth }}
        locale={{ emptyText }}
      />
      {more}
    </>
  );
}
