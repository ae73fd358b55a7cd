import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type { AccountLinkRepository, NewAccountLink } from '../application/ports/account-link.repository';
import type { AccountLink, AccountLinkPurpose } from '../domain/account-link';
import { AccountLinkSchema, type AccountLinkRow } from './account-link.schema';

const toLink = ({ tokenHash: _hash, ...link }: AccountLinkRow): AccountLink => link;

@Injectable()
export class MikroOrmAccountLinkRepository implements AccountLinkRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(link: NewAccountLink): Promise<AccountLink> {
    const row = this.em.create(AccountLinkSchema, { ...link, usedAt: null });
    await this.em.persistAndFlush(row);
    return toLink(row);
  }

  async findByHash(purpose: AccountLinkPurpose, tokenHash: string): Promise<AccountLink | null> {
    // Uses are conditional updates: read the row as it is now.
    const row = await this.em.findOne(AccountLinkSchema, { purpose, tokenHash }, FRESH_READ);
    return row ? toLink(row) : null;
  }

  async use(id: number, now: Date): Promise<boolean> {
    const used = await this.em.nativeUpdate(
      AccountLinkSchema,
      { id, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    return used === 1;
  }

  useAllOf(userId: number, purpose: AccountLinkPurpose, now: Date): Promise<number> {
    return this.em.nativeUpdate(AccountLinkSchema, { userId, purpose, usedAt: null }, { usedAt: now });
  }

  async findPending(userId: number, purpose: AccountLinkPurpose, now: Date): Promise<AccountLink | null> {
    const row = await this.em.findOne(
      AccountLinkSchema,
      { userId, purpose, usedAt: null, expiresAt: { $gt: now } },
      { ...FRESH_READ, orderBy: { id: 'desc' } },
    );
    return row ? toLink(row) : null;
  }

  deleteExpired(before: Date): Promise<number> {
    return this.em.nativeDelete(AccountLinkSchema, { expiresAt: { $lt: before } });
  }
}
