import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import type {
  AttemptFailure,
  MailMessageRepository,
  NewMailMessage,
} from '../application/ports/mail-message.repository';
import type { MailPage, OutboxQuery } from '../domain/mail-admin';
import type { MailMessage } from '../domain/mail-message';
import { MailMessageSchema, type MailMessageRow } from './mail-message.schema';

const toMessage = ({ userId, toAddress, toName, ...row }: MailMessageRow): MailMessage => ({
  ...row,
  recipient: { email: toAddress, name: toName, userId },
});

/**
 * Writes are conditional statements (the state moves only from queued), so reads are fresh. A message that is sent
 * or has finally failed keeps its recipient, subject and state but not its data: that held links which act for the
 * member (a password reset, an address check) and a newsletter's whole body, needed only to render it once.
 */
/** What a delivered message keeps of a recipient who asked to be forgotten. */
const ERASED_RECIPIENT = 'erased';

@Injectable()
export class MikroOrmMailMessageRepository implements MailMessageRepository {
  constructor(private readonly em: EntityManager) {}

  async insertQueued(message: NewMailMessage, at: Date): Promise<string | null> {
    const rows = await this.em
      .createQueryBuilder(MailMessageSchema)
      .insert({
        kind: message.kind,
        eventKey: message.eventKey,
        userId: message.recipient.userId,
        toAddress: message.recipient.email,
        toName: message.recipient.name,
        data: message.data,
        campaign: message.campaign,
        state: 'queued',
        attempts: 0,
        queuedAt: at,
      })
      .onConflict('event_key')
      .ignore()
      .returning('id')
      .execute('all', false);
    const id = (rows as unknown as { id: string | number }[])[0]?.id;
    return id === undefined ? null : String(id);
  }

  async findById(id: string): Promise<MailMessage | null> {
    const row = await this.em.findOne(MailMessageSchema, { id }, FRESH_READ);
    return row && toMessage(row);
  }

  async listPage({ state, page, pageSize }: OutboxQuery): Promise<MailPage<MailMessage>> {
    const [rows, total] = await this.em.findAndCount(MailMessageSchema, state ? { state } : {}, {
      ...FRESH_READ,
      orderBy: { queuedAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map(toMessage), total };
  }

  async markSent(id: string, subject: string, smtpResponse: string, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      MailMessageSchema,
      { id, state: 'queued' },
      { state: 'sent', subject, smtpResponse, lastError: null, sentAt: at, attempts: raw('attempts + 1'), data: {} },
    );
    return updated === 1;
  }

  async forgetRecipient(id: string): Promise<void> {
    await this.em.nativeUpdate(
      MailMessageSchema,
      { id, state: { $ne: 'queued' } },
      // A refusal's answer names the address too (`550 5.1.1 <a@b>: no such mailbox`).
      { toAddress: ERASED_RECIPIENT, toName: ERASED_RECIPIENT, data: {}, lastError: null, smtpResponse: null },
    );
  }

  async waitingForServer(limit: number): Promise<string[]> {
    const rows = await this.em.find(
      MailMessageSchema,
      { state: 'queued', attempts: { $gt: 0 }, smtpResponse: null },
      { ...FRESH_READ, fields: ['id'], orderBy: { id: 'asc' }, limit },
    );
    return rows.map((row) => String(row.id));
  }

  async recordAttemptFailure(id: string, failure: AttemptFailure, final: boolean, at: Date): Promise<void> {
    await this.em.nativeUpdate(
      MailMessageSchema,
      { id, state: 'queued' },
      {
        attempts: raw('attempts + 1'),
        lastError: failure.error.slice(0, 2000),
        smtpResponse: failure.smtpResponse?.slice(0, 2000) ?? null,
        ...(final && { state: 'failed', failedAt: at, data: {} }),
      },
    );
  }
}
