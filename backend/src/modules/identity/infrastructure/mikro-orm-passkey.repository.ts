import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type {
  NewPasskey,
  PasskeyChallengeRepository,
  PasskeyRepository,
} from '../application/ports/passkey.repository';
import type { Passkey, PasskeyChallenge } from '../domain/passkey';
import { PasskeyChallengeSchema, PasskeySchema, type PasskeyRow } from './passkey.schema';

const toPasskey = (row: PasskeyRow): Passkey => ({ ...row, publicKey: new Uint8Array(row.publicKey) });

@Injectable()
export class MikroOrmPasskeyRepository implements PasskeyRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(passkey: NewPasskey): Promise<Passkey | null> {
    // ON CONFLICT rather than a caught unique violation, which would abort the caller's transaction.
    const rows = await this.em
      .createQueryBuilder(PasskeySchema)
      .insert({ ...passkey, publicKey: Buffer.from(passkey.publicKey), lastUsedAt: null })
      .onConflict('credential_id')
      .ignore()
      .returning('id')
      .execute('all', false);
    const id = (rows as unknown as { id: number }[])[0]?.id;
    return id === undefined ? null : { ...passkey, id: Number(id), lastUsedAt: null };
  }

  async listOf(userId: number): Promise<Passkey[]> {
    const rows = await this.em.find(PasskeySchema, { userId }, { ...FRESH_READ, orderBy: { id: 'asc' } });
    return rows.map(toPasskey);
  }

  countOf(userId: number): Promise<number> {
    return this.em.count(PasskeySchema, { userId });
  }

  async findByCredentialId(credentialId: string): Promise<Passkey | null> {
    const row = await this.em.findOne(PasskeySchema, { credentialId }, FRESH_READ);
    return row ? toPasskey(row) : null;
  }

  async findOwned(id: number, userId: number): Promise<Passkey | null> {
    const row = await this.em.findOne(PasskeySchema, { id, userId }, FRESH_READ);
    return row ? toPasskey(row) : null;
  }

  async rename(id: number, userId: number, name: string): Promise<Passkey | null> {
    const changed = await this.em.nativeUpdate(PasskeySchema, { id, userId }, { name });
    return changed === 1 ? this.findOwned(id, userId) : null;
  }

  async remove(id: number, userId: number): Promise<boolean> {
    return (await this.em.nativeDelete(PasskeySchema, { id, userId })) === 1;
  }

  async recordUse(id: number, counter: number, previous: number, at: Date): Promise<boolean> {
    const stillForward = counter === 0 && previous === 0 ? { counter: 0 } : { counter: { $lt: counter } };
    return (await this.em.nativeUpdate(PasskeySchema, { id, ...stillForward }, { counter, lastUsedAt: at })) === 1;
  }
}

@Injectable()
export class MikroOrmPasskeyChallengeRepository implements PasskeyChallengeRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(handleHash: string, challenge: PasskeyChallenge): Promise<void> {
    await this.em.insert(PasskeyChallengeSchema, { handleHash, ...challenge });
  }

  async take(handleHash: string): Promise<PasskeyChallenge | null> {
    const row = await this.em.findOne(PasskeyChallengeSchema, { handleHash }, FRESH_READ);
    if (!row) return null;
    // The delete decides: of two answers to one challenge, one takes it.
    if ((await this.em.nativeDelete(PasskeyChallengeSchema, { handleHash })) !== 1) return null;
    const { ceremony, userId, challenge, expiresAt } = row;
    return { ceremony, userId, challenge, expiresAt };
  }

  deleteExpired(now: Date): Promise<number> {
    return this.em.nativeDelete(PasskeyChallengeSchema, { expiresAt: { $lt: now } });
  }
}
