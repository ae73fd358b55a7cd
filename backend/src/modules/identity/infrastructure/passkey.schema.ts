import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { PASSKEY_CEREMONIES, type Passkey, type PasskeyChallenge } from '../domain/passkey';

/** The public key is PostgreSQL's bytea, a Buffer here (a Uint8Array to the domain). */
export type PasskeyRow = Omit<Passkey, 'publicKey'> & { publicKey: Buffer };

export const PasskeySchema = new EntitySchema<PasskeyRow>({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    credentialId: { type: 'string', length: 1366 },
    publicKey: { type: 'blob' },
    // WebAuthn's counter is an unsigned 32-bit number: bigint in the table, a number here.
    counter: { type: new BigIntType('number') },
    transports: { type: 'string[]' },
    name: { type: 'string', length: 60 },
    createdAt: { type: 'datetime' },
    lastUsedAt: { type: 'datetime', nullable: true },
  },
});

/** A challenge waiting for its answer, under the SHA-256 of the handle the browser holds in a cookie. */
export type PasskeyChallengeRow = PasskeyChallenge & { handleHash: string };

export const PasskeyChallengeSchema = new EntitySchema<PasskeyChallengeRow>({
  name: 'PasskeyChallenge',
  tableName: 'passkey_challenges',
  properties: {
    handleHash: { type: 'string', length: 64, primary: true },
    ceremony: { enum: true, items: () => [...PASSKEY_CEREMONIES] },
    userId: { type: 'integer', nullable: true },
    challenge: { type: 'string', length: 128 },
    expiresAt: { type: 'datetime' },
  },
});
