import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Turns one column of a raw row into a typed value, or throws naming the column. */
export type Column<T> = (value: unknown, name: string) => T;

/** The expected columns of a row and the type of each. */
export type RowShape = Record<string, Column<unknown>>;

export type RowOf<S extends RowShape> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };

export class RowShapeError extends Error {}

const fail = (name: string, expected: string, value: unknown): never => {
  throw new RowShapeError(`column ${name}: expected ${expected}, got ${JSON.stringify(value)}`);
};

/** Column decoders. PostgreSQL's bigint (counts, sums) arrives as text and timestamps may too. */
export const col = {
  int: ((value, name) => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    return typeof number === 'number' && Number.isSafeInteger(number) ? number : fail(name, 'an integer', value);
  }) as Column<number>,
  text: ((value, name) => (typeof value === 'string' ? value : fail(name, 'text', value))) as Column<string>,
  bool: ((value, name) => (typeof value === 'boolean' ? value : fail(name, 'a boolean', value))) as Column<boolean>,
  date: ((value, name) => {
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : fail(name, 'a timestamp', value);
  }) as Column<Date>,
  /** A jsonb value, taken as parsed by the driver; its inner shape is the caller's to check. */
  json: ((value, name) => (value === undefined ? fail(name, 'a JSON value', value) : value)) as Column<unknown>,
  oneOf<T extends string>(allowed: readonly T[]): Column<T> {
    return (value, name) =>
      (allowed as readonly unknown[]).includes(value) ? (value as T) : fail(name, allowed.join(' | '), value);
  },
  nullable<T>(column: Column<T>): Column<T | null> {
    return (value, name) => (value === null ? null : column(value, name));
  },
};

/**
 * The one way to run SQL the ORM cannot say (a conditional `UPDATE ... RETURNING`, an upsert counter, a
 * `FOR UPDATE SKIP LOCKED` claim) whose rows are computed (sums, counts, claims, locks): every statement goes
 * through `em.execute` of the context's EntityManager, on the ORM's pool, so inside a unit of work it joins the
 * transaction and outside one it takes a connection of the same pool. Values are inlined by the driver's platform
 * (`formatQuery`), errors come back as the driver's exceptions, and each returned row is checked against a shape
 * instead of cast. Rows of a mapped table are not read here: a repository maps them with `em.map`, the ORM's one
 * mapping of that table (architecture.md, "Persistence, one way").
 */
@Injectable()
export class SqlRunner {
  constructor(private readonly em: EntityManager) {}

  /** The rows of `sql`, each checked and typed by `shape`. */
  async rows<S extends RowShape>(sql: string, params: readonly unknown[], shape: S): Promise<RowOf<S>[]> {
    const { rows } = await this.execute(sql, params);
    return rows.map(decoderOf(shape));
  }

  /** The first row of `sql`, or null. */
  async one<S extends RowShape>(sql: string, params: readonly unknown[], shape: S): Promise<RowOf<S> | null> {
    const [row] = await this.rows(sql, params, shape);
    return row ?? null;
  }

  /**
   * The rows of `sql` as the driver gives them, unchecked: only for the member's data export (D19), which writes
   * every column of a module's own tables as stored, so that a column added later is exported too.
   */
  async asStored(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const { rows } = await this.execute(sql, params);
    return rows;
  }

  /** A statement whose rows are not needed; answers how many rows it touched. */
  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    const { affectedRows } = await this.execute(sql, params);
    return affectedRows;
  }

  private execute(sql: string, params: readonly unknown[]): Promise<QueryResult> {
    return this.em.execute<QueryResult>(sql, [...params], 'run');
  }
}

type Row = Record<string, unknown>;

/** What `em.execute(..., 'run')` answers on PostgreSQL (PostgreSqlConnection.transformRawResult). */
interface QueryResult {
  rows: Row[];
  affectedRows: number;
}

type RowDecoder<S extends RowShape> = (row: Row) => RowOf<S>;

const decoders = new WeakMap<RowShape, RowDecoder<RowShape>>();

/**
 * The decoder of a shape, made once per shape: a list of 100 rows of 20 columns is 2,000 column checks, and taking
 * the shape's entries again for each row was most of what reading a list cost the app (docs/performance.md).
 */
function decoderOf<S extends RowShape>(shape: S): RowDecoder<S> {
  let decoder = decoders.get(shape);
  if (!decoder) {
    const columns = Object.entries(shape);
    decoder = (row) => {
      const typed: Row = {};
      for (const [name, column] of columns) typed[name] = column(row[name], name);
      return typed as RowOf<RowShape>;
    };
    decoders.set(shape, decoder);
  }
  return decoder as RowDecoder<S>;
}
