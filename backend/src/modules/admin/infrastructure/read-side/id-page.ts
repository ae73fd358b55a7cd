import { col, type SqlRunner } from '../../../../platform/database/sql-runner';
import type { ListSort } from '../../../../shared/domain/list-sort';

/** One condition of an admin list's WHERE, with its parameters; null when the filter is not asked for. */
export type ListFilter = { sql: string; params: unknown[] } | null;

export interface IdPageQuery {
  /**
   * The FROM clause and the table's alias, written out by the read-side query that declares the table, so the
   * table-ownership test sees what it reads.
   */
  from: string;
  /** The id column, e.g. `p.id`. */
  id: string;
  filters: ListFilter[];
  /** The list's order, ending in a unique column so pages never overlap. */
  orderBy: string;
  page: number;
  pageSize: number;
}

/**
 * One page of an admin list's ids, in its order, and how many rows match across all pages (D10): the two
 * statements every admin read-side list runs, with the same WHERE.
 */
export async function idPage(sql: SqlRunner, query: IdPageQuery): Promise<{ ids: number[]; total: number }> {
  const filters = query.filters.filter((filter) => filter !== null);
  const where = filters.length ? `WHERE ${filters.map((filter) => filter.sql).join(' AND ')}` : '';
  const params = filters.flatMap((filter) => filter.params);
  const [rows, counted] = await Promise.all([
    sql.rows(
      `SELECT ${query.id} AS id ${query.from} ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
      { id: col.int },
    ),
    sql.one(`SELECT count(*)::int AS total ${query.from} ${where}`, params, { total: col.int }),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/**
 * The ORDER BY of an admin list: the editor's `sort` on its column (from the list's own `columns`, never text from
 * the request), ties broken by `id` in the same direction so pages never overlap; `fallback` when not sorted.
 */
export function orderBy<Field extends string>(
  sort: ListSort<Field>,
  columns: Record<Field, string>,
  id: string,
  fallback: string,
): string {
  if (!sort) return fallback;
  const direction = sort.order === 'ascend' ? 'ASC' : 'DESC';
  return `${columns[sort.by]} ${direction}, ${id} ${direction}`;
}

/**
 * `column`'s position in `values` (constants of the code, never request text), for sorting a status in the order
 * work moves through its statuses rather than alphabetically.
 */
export const rankIn = (column: string, values: readonly string[]) =>
  `CASE ${column} ${values.map((value, rank) => `WHEN '${value}' THEN ${rank}`).join(' ')} END`;
