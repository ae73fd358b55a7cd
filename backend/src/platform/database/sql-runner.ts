import type { EntityName } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DirectPool } from './direct-pool';
import { inTransaction } from './request-scope';

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
 * `FOR UPDATE SKIP LOCKED` claim). Inside a unit of work it runs on the context's EntityManager, so it joins
 * the transaction; outside one it sends the statement on the platform's direct pool (direct-pool.ts), skipping
 * `em.execute`'s knex query object, logging and pool checkout, which cost a signed-in read more than its
 * statements did (docs/performance.md). Both paths inline the values the same way (the platform's `formatQuery`),
 * read values with the same type parsers and throw the driver's exceptions. Each returned row is checked against a
 * shape instead of cast.
 */
@Injectable()
export class SqlRunner {
  private readonly mappers = new Map<string, EntityMapper>();

  constructor(
    private readonly em: EntityManager,
    private readonly direct: DirectPool,
  ) {}

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
   * Rows of one entity's table (`RETURNING *`, or a fixed statement on a hot path) as plain objects of the
   * entity's shape: each column renamed to its property by the schema's metadata, timestamps (which MikroORM's
   * driver leaves as text) made Dates. They are never managed: every table written by conditional statements is
   * read fresh (FRESH_READ), and skipping `em.map`'s entity factory and identity map was most of the cost of the
   * session user's read, which every signed-in request makes (docs/performance.md).
   */
  async entities<T extends object>(entity: EntityName<T>, sql: string, params: readonly unknown[]): Promise<T[]> {
    const { rows } = await this.execute(sql, params);
    return rows.map(this.mapperOf(entity)) as T[];
  }

  private mapperOf<T extends object>(entity: EntityName<T>): EntityMapper {
    const meta = this.em.getMetadata().find(entity);
    if (!meta) throw new Error(`SqlRunner.entities: ${String(entity)} is not a registered entity`);
    let mapper = this.mappers.get(meta.className);
    if (!mapper) {
      const columns = meta.props
        .filter((prop) => prop.fieldNames?.length === 1 && prop.persist !== false)
        .map((prop) => ({ column: prop.fieldNames[0], property: prop.name, isDate: prop.runtimeType === 'Date' }));
      mapper = entityMapper(columns);
      this.mappers.set(meta.className, mapper);
    }
    return mapper;
  }

  /** A statement whose rows are not needed; answers how many rows it touched. */
  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    const { rowCount } = await this.execute(sql, params);
    return rowCount;
  }

  private async execute(sql: string, params: readonly unknown[]): Promise<QueryResult> {
    if (inTransaction(this.em.name)) {
      const result = await this.em.execute<{ rows: Row[]; affectedRows: number }>(sql, [...params], 'run');
      return { rows: result.rows, rowCount: result.affectedRows };
    }
    const driver = this.em.getDriver();
    const statement = driver.getPlatform().formatQuery(sql, [...params]);
    try {
      const result = await this.direct.pool.query<Row>(statement);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    } catch (error) {
      throw driver.convertException(error as Error);
    }
  }
}

type Row = Record<string, unknown>;

interface QueryResult {
  rows: Row[];
  rowCount: number;
}

/** How one column becomes one property of an entity read by `SqlRunner.entities`. */
interface ColumnMapping {
  column: string;
  property: string;
  isDate: boolean;
}

type EntityMapper = (row: Record<string, unknown>) => object;

function entityMapper(columns: readonly ColumnMapping[]): EntityMapper {
  return (row) => {
    const entity: Record<string, unknown> = {};
    for (const { column, property, isDate } of columns) {
      const value = row[column];
      entity[property] = isDate && typeof value === 'string' ? new Date(value) : value;
    }
    return entity;
  };
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
