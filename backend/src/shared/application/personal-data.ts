/**
 * The member an export or an erasure is about: what identifies them in rows that do not hold their id (a
 * newsletter subscription by address, an audit entry's snapshot of their name).
 */
export interface DataSubject {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
}

/**
 * One module's part of "Your data" (D19, GDPR articles 15, 17 and 20): each module reads and erases the rows of its
 * own tables, and privacy's use cases only call these ports, so no module reads another's tables. Bound to a token
 * in each module (`<MODULE>_PERSONAL_DATA` in its `*.tokens.ts`) and exported.
 */
export interface PersonalData {
  /** The export's section: the module's name. */
  readonly section: string;
  /**
   * Each table that holds rows about a member, with the columns that point at them (`user_id`, `actor_id`, or how a
   * row without one is found, like `email`). privacy's coverage test compares these with every column of the
   * database that references `users`, so a new table with a user column fails until a module covers it.
   */
  readonly tables: Readonly<Record<string, readonly string[]>>;
  /** The member's rows, table by table, without secrets (password hashes, token hashes, session ids). */
  read(subject: DataSubject): Promise<Record<string, unknown[]>>;
  /**
   * Erases or anonymises the member's rows, in the caller's unit of work, before the account row is deleted.
   * Money records (paid work, payouts) are kept, unowned; the database's ON DELETE rules do the rest.
   */
  erase(subject: DataSubject): Promise<void>;
}
