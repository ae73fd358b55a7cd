/**
 * Find options for a table whose rows change through conditional statements the database decides
 * (`nativeUpdate`, a raw `UPDATE ... RETURNING` through `em.execute`) rather than by editing an entity and
 * flushing it. Such writes bypass the request's identity map, so a read through it could be answered from
 * the map without a query (by primary key), or keep a row's old non-null values over the database's new
 * nulls (MikroORM's merge). With `FRESH_READ` a read is the row as it is now, even after another request's
 * write, and nothing read can be flushed back over a newer row. The rule: a repository that writes with
 * conditional statements reads with `FRESH_READ`.
 */
export const FRESH_READ = { disableIdentityMap: true } as const;
