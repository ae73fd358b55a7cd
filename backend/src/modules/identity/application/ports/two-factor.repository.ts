/** An account's authenticator app: its secret, sealed (encrypted); enabled once a code confirmed it. */
export interface TotpCredential {
  userId: number;
  sealedSecret: string;
  /** Null while set-up waits for its first code. */
  enabledAt: Date | null;
  /** The last time step whose code was accepted: that step and those before it are refused (no replay). */
  lastUsedStep: number | null;
}

/** The `totp_credentials` and `recovery_codes` tables (identity). Recovery codes only as their keyed hash. */
export interface TwoFactorRepository {
  findTotp(userId: number): Promise<TotpCredential | null>;
  /** Starts (or starts again) a pending set-up: the new sealed secret, not enabled. Never touches an enabled one. */
  savePendingTotp(userId: number, sealedSecret: string): Promise<boolean>;
  /** Enables a pending set-up and records its code's step; answers false when it was not pending any more. */
  enableTotp(userId: number, step: number, now: Date): Promise<boolean>;
  /**
   * Records `step` as used, if it is later than the last used one; answers whether it was (a code accepted twice at
   * once is accepted once).
   */
  useStep(userId: number, step: number): Promise<boolean>;
  deleteTotp(userId: number): Promise<void>;

  /** Replaces every recovery code of the account with these hashes. */
  replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void>;
  /** Marks the unused code with this hash used; answers whether this call used it (single use). */
  useRecoveryCode(userId: number, hash: string, now: Date): Promise<boolean>;
  countUnusedRecoveryCodes(userId: number): Promise<number>;
  deleteRecoveryCodes(userId: number): Promise<void>;
}
