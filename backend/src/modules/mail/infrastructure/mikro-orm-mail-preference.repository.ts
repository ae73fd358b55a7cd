import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type { MailPreferenceRepository } from '../application/ports/mail-message.repository';
import { isMemberTopic, type MemberTopic } from '../domain/mail-kinds';
import { MailPreferenceSchema } from './mail-message.schema';

@Injectable()
export class MikroOrmMailPreferenceRepository implements MailPreferenceRepository {
  constructor(private readonly em: EntityManager) {}

  async topicsOff(userId: number): Promise<MemberTopic[]> {
    const rows = await this.em.find(MailPreferenceSchema, { userId, enabled: false }, FRESH_READ);
    return rows.map((row) => row.topic).filter(isMemberTopic);
  }

  /** An upsert: switching twice, or from two tabs at once, leaves one row with the last choice. */
  async set(userId: number, topic: MemberTopic, enabled: boolean, at: Date): Promise<void> {
    await this.em.upsert(
      MailPreferenceSchema,
      { userId, topic, enabled, updatedAt: at },
      { onConflictFields: ['userId', 'topic'] },
    );
  }
}
