import type { ReactNode } from 'react';
import './cardList.css';
import './listPreview.css';

/** A column of a list's plain first view: its header and what a row shows there. */
export interface PreviewColumn<Row> {
  key: string;
  title: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The table column's alignment, as the tab's column sets it (antd's `align`; a card's fields are not aligned). */
  align?: 'right';
}

interface Props<Row> {
  /** The list's accessible name, e.g. "Users". */
  label: string;
  columns: readonly PreviewColumn<Row>[];
  rows: readonly Row[];
  /** The total, as the pager says it ("12 users"). */
  total: string;
  rowKey: (row: Row) => number;
  rowClassName?: (row: Row) => string;
  /** A modifier of the room kept for the list's toolbar (listPreview.css), e.g. `pw-admin-preview--assignments`. */
  className?: string;
}

/**
 * The first page of an admin list as the server renders it (issue 29): plain elements, no antd, from the answer the
 * server asked with the admin's cookie. A table on a wide screen and cards on a narrow one (CSS decides, as the
 * server cannot know the width), each as PagedTable draws it, with room kept for the filters above. The tab's own
 * list (antd's Table, its filters, pager and actions) replaces it once its code has come.
 */
export function ListPreview<Row>({ label, columns, rows, total, rowKey, rowClassName, className }: Props<Row>) {
  const classOf = (row: Row) => rowClassName?.(row) ?? '';
  return (
    <div className={['pw-admin-preview', className].filter(Boolean).join(' ')} aria-busy="true">
      <div className="pw-admin-preview__filters" />
      <table className="pw-admin-preview__table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.align && { textAlign: column.align }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classOf(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} style={column.align && { textAlign: column.align }}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="pw-admin-cards pw-admin-preview__cards" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={['pw-admin-cards__card', classOf(row)].filter(Boolean).join(' ')}>
            <dl className="pw-admin-cards__fields">
              {columns.map((column) => (
                <div key={column.key} className="pw-admin-cards__field">
                  <dt>{column.title}</dt>
                  <dd className={column.className}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="pw-admin-preview__total">{total}</p>
    </div>
  );
}
