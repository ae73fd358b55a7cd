import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DevMailboxStore } from '../../application/ports/dev-mailbox-store';
import type { MailPage, MailPageQuery, ReceivedMail } from '../../domain/mail-admin';
import { DevMailboxMessageSchema, type DevMailboxMessage } from './dev-mailbox.schema';

const toReceived = ({ fromAddress, toAddress, ...row }: DevMailboxMessage): ReceivedMail => ({
  ...row,
  from: fromAddress,
  to: toAddress,
});

/**
 * `dev_mailbox_message`: the SMTP server stores each message in a context of its own (it is not a request), and
 * /admin/mail reads through the request's. Rows are only ever inserted, so the identity map cannot hold a stale one.
 */
@Injectable()
export class MikroOrmDevMailboxStore implements DevMailboxStore {
  constructor(private readonly em: EntityManager) {}

  async store(mail: Omit<ReceivedMail, 'id'>): Promise<void> {
    await this.em.fork().insert(DevMailboxMessageSchema, {
      receivedAt: mail.receivedAt,
      fromAddress: mail.from.slice(0, 500),
      toAddress: mail.to.slice(0, 500),
      subject: mail.subject.slice(0, 1000),
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
  }

  async listPage({
    page,
    pageSize,
  }: MailPageQuery): Promise<MailPage<Omit<ReceivedMail, 'html' | 'text' | 'headers'>>> {
    const [rows, total] = await this.em.findAndCount(
      DevMailboxMessageSchema,
      {},
      {
        fields: ['id', 'receivedAt', 'fromAddress', 'toAddress', 'subject'],
        orderBy: { receivedAt: 'desc', id: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
        disableIdentityMap: true,
      },
    );
    return {
      items: rows.map(({ id, receivedAt, fromAddress, toAddress, subject }) => ({
        id,
        receivedAt,
        from: fromAddress,
        to: toAddress,
        subject,
      })),
      total,
    };
  }

  async findById(id: string): Promise<ReceivedMail | null> {
    const row = await this.em.findOne(DevMailboxMessageSchema, { id }, { disableIdentityMap: true });
    return row && toReceived(row);
  }
}
