/** A user's stored, unexpired session, as far as the member's list of sessions goes (the `session` row's JSON). */
export interface StoredSession {
  /** The session id: the cookie's secret, never shown (account-sessions.ts answers a hash of it). */
  sid: string;
  /** When the user signed in (ms since the epoch); null only for a row written without it. */
  signedInAt: number | null;
  /** When the platform last renewed the session's expiry (ms since the epoch), null if never since sign-in. */
  renewedAt: number | null;
  /** The sign-in request's User-Agent and client address; null for sessions signed in before they were recorded. */
  userAgent: string | null;
  address: string | null;
}

/** The stored sessions (the `session` table, which identity owns), as far as listing and ending them goes. */
export interface SessionStore {
  /**
   * Deletes every stored session signed in as `userId`, except `keepSessionId` (the editor's own, when they
   * change their own password). Answers how many ended.
   */
  deleteForUser(userId: number, keepSessionId: string | null): Promise<number>;
  /** The unexpired sessions signed in as `userId`, in no particular order. */
  listForUser(userId: number): Promise<StoredSession[]>;
  /** Deletes the session `sid` if it is signed in as `userId`; answers whether it did. */
  deleteOneOf(userId: number, sid: string): Promise<boolean>;
}
