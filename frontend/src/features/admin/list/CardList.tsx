import Spin from 'antd/es/spin';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import './cardList.css';

interface Props<Row> {
  /** The list's table columns: each card shows every column as a label and its value, in the same order. */
  columns: ColumnsType<Row>;
  rows: readonly Row[];
  /** The list's accessible name, e.g. "Posts". */
  label: string;
  loading: boolean;
  emptyText: string;
  rowKey: (row: Row) => string | number;
  rowClassName?: ((row: Row) => string) | undefined;
  /** More of the entry below its fields (the audit entry's change, behind a disclosure). */
  details?: ((row: Row) => ReactNode) | undefined;
}

/** A column's cell for `row`, as the table would render it: its `render`, else the row's `dataIndex` field. */
function cell<Row>(column: ColumnsType<Row>[number], row: Row, index: number): ReactNode {
  const value =
    'dataIndex' in column && typeof column.dataIndex === 'string'
      ? (row as Record<string, unknown>)[column.dataIndex]
      : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/**
 * An admin list on a narrow screen (issue 18, defect 8): one card per entry with its fields stacked, label above
 * value, so every field and every action shows within the screen's width instead of in a table scrolled sideways.
 */
export function CardList<Row>({ columns, rows, label, loading, emptyText, rowKey, rowClassName, details }: Props<Row>) {
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <p className="pw-admin-cards__empty">{loading ? '' : emptyText}</p>
      ) : (
        <ul className="pw-admin-cards" aria-label={label}>
          {rows.map((row, index) => (
            <li key={rowKey(row)} className={['pw-admin-cards__card', rowClassName?.(row)].filter(Boolean).join(' ')}>
              <dl className="pw-admin-cards__fields">
                {columns.map((column, position) => (
                  <div key={String(column.key ?? position)} className="pw-admin-cards__field">
                    <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                    <dd className={column.className}>{cell(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {details?.(row)}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
