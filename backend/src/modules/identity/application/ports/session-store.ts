/** The stored sessions (the `session` table, which identity owns), as far as ending them goes. */
export interface SessionStore {
  /**
   * Deletes every stored session signed in as `userId`, except `keepSessionId` (the editor's own, when they
   * change their own password). Answers how many ended.
   */
  deleteForUser(userId: number, keepSessionId: string | null): Promise<number>;
}
