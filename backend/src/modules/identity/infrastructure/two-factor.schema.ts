import { EntitySchema } from '@mikro-orm/core';
import type { TotpCredential } from '../application/ports/two-factor.repository';

export const TotpCredentialSchema = new EntitySchema<TotpCredential & { createdAt: Date }>({
  name: 'TotpCredential',
  tableName: 'totp_credentials',
  properties: {
    userId: { type: 'integer', primary: true },
    sealedSecret: { type: 'text' },
    enabledAt: { type: 'datetime', nullable: true },
    // bigint arrives as text by default; steps are about 6e7, far inside a JavaScript number.
    lastUsedStep: { type: 'integer', columnType: 'bigint', nullable: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() },
  },
});

export interface RecoveryCodeRow {
  id: number;
  userId: number;
  codeHash: string;
  usedAt: Date | null;
}

export const RecoveryCodeSchema = new EntitySchema<RecoveryCodeRow>({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    codeHash: { type: 'string', length: 64 },
    usedAt: { type: 'datetime', nullable: true },
  },
});
