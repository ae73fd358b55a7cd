import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SessionStore } from '../application/ports/session-store';
import { SessionSchema } from './session.schema';

/**
 * The `session` rows (platform/http/session-store.ts). passport keeps the signed-in user's id at `passport.user`; the
 * expression is the one of `session_user_idx` (identity's first migration), so ending a user's sessions reads
 * that index, not the whole table.
 */
@Injectable()
export class MikroOrmSessionStore implements SessionStore {
  constructor(private readonly em: EntityManager) {}

  deleteForUser(userId: number, keepSessionId: string | null): Promise<number> {
    return this.em.nativeDelete(SessionSchema, {
      [raw("(sess -> 'passport' ->> 'user')")]: String(userId),
      ...(keepSessionId !== null && { sid: { $ne: keepSessionId } }),
    });
  }
}
