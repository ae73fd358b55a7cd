/**
 * Billing's rows change through conditional statements that bypass the identity map (`nativeUpdate`, raw
 * `UPDATE ... RETURNING`), so its reads ask the database and return values of their own: a request's
 * identity map would keep a stale copy, since MikroORM does not overwrite a loaded value with a null
 * when it merges a later read.
 */
export const FRESH_READ = { disableIdentityMap: true } as const;
