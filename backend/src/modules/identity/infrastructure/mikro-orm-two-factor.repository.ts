import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type { TotpCredential, TwoFactorRepository } from '../application/ports/two-factor.repository';
import { RecoveryCodeSchema, TotpCredentialSchema } from './two-factor.schema';

/** Uses are conditional writes (single use, no replay): their affected count decides. */
@Injectable()
export class MikroOrmTwoFactorRepository implements TwoFactorRepository {
  constructor(private readonly em: EntityManager) {}

  async findTotp(userId: number): Promise<TotpCredential | null> {
    const row = await this.em.findOne(TotpCredentialSchema, { userId }, FRESH_READ);
    if (!row) return null;
    const { sealedSecret, enabledAt, lastUsedStep } = row;
    return { userId, sealedSecret, enabledAt, lastUsedStep: lastUsedStep === null ? null : Number(lastUsedStep) };
  }

  async savePendingTotp(userId: number, sealedSecret: string): Promise<boolean> {
    const [row] = await this.em.execute<{ user_id: number }[]>(
      `INSERT INTO totp_credentials (user_id, sealed_secret) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret, last_used_step = NULL,
         created_at = now()
       WHERE totp_credentials.enabled_at IS NULL
       RETURNING user_id`,
      [userId, sealedSecret],
    );
    return row !== undefined;
  }

  async enableTotp(userId: number, step: number, now: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      TotpCredentialSchema,
      { userId, enabledAt: null },
      { enabledAt: now, lastUsedStep: step },
    );
    return updated === 1;
  }

  async useStep(userId: number, step: number): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      TotpCredentialSchema,
      { userId, enabledAt: { $ne: null }, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    return updated === 1;
  }

  async deleteTotp(userId: number): Promise<void> {
    await this.em.nativeDelete(TotpCredentialSchema, { userId });
  }

  async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
    await this.em.nativeDelete(RecoveryCodeSchema, { userId });
    await this.em.insertMany(
      RecoveryCodeSchema,
      hashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
    );
  }

  async useRecoveryCode(userId: number, hash: string, now: Date): Promise<boolean> {
    const used = await this.em.nativeUpdate(
      RecoveryCodeSchema,
      { userId, codeHash: hash, usedAt: null },
      { usedAt: now },
    );
    return used === 1;
  }

  countUnusedRecoveryCodes(userId: number): Promise<number> {
    return this.em.count(RecoveryCodeSchema, { userId, usedAt: null });
  }

  async deleteRecoveryCodes(userId: number): Promise<void> {
    await this.em.nativeDelete(RecoveryCodeSchema, { userId });
  }
}
