/**
 * Billing's rows change through conditional statements that bypass the identity map (`nativeUpdate`, raw
 * `UPDATE ... RETURNING`), so its reads ask the database and return values of their own. Through a
 * request's identity map, a read by primary key would be answered from the map without a query, and a
 * read of a row loaded before keeps its old non-null values over the database's nulls (MikroORM's merge).
 * Either way the seed's card confirmation and the tier change's view would see the state before the write.
 */
export const FRESH_READ = { disableIdentityMap: true } as const;
