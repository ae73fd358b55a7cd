import type { Passkey, PasskeyChallenge } from '../../domain/passkey';

export type NewPasskey = Omit<Passkey, 'id' | 'lastUsedAt'>;

/** The members' passkeys (`passkeys`). */
export interface PasskeyRepository {
  /** Answers null when the credential id is taken already (by this account or another). */
  insert(passkey: NewPasskey): Promise<Passkey | null>;
  listOf(userId: number): Promise<Passkey[]>;
  countOf(userId: number): Promise<number>;
  findByCredentialId(credentialId: string): Promise<Passkey | null>;
  /** Only the owner's: another member's passkey reads as missing. */
  findOwned(id: number, userId: number): Promise<Passkey | null>;
  rename(id: number, userId: number, name: string): Promise<Passkey | null>;
  /** Answers whether this call removed it. */
  remove(id: number, userId: number): Promise<boolean>;
  /**
   * Records a sign-in with the counter the authenticator reported, only if it still moves forward (or both are 0,
   * an authenticator that keeps no counter): of two sign-ins with one signature, one is recorded.
   */
  recordUse(id: number, counter: number, previous: number, at: Date): Promise<boolean>;
}

/** Challenges waiting for their answer (`passkey_challenges`), by the SHA-256 of the browser's handle. */
export interface PasskeyChallengeRepository {
  insert(handleHash: string, challenge: PasskeyChallenge): Promise<void>;
  /** Deletes the challenge and answers it, or null if it is unknown or another call took it (single use). */
  take(handleHash: string): Promise<PasskeyChallenge | null>;
  deleteExpired(now: Date): Promise<number>;
}
