import { Inject, Injectable } from '@nestjs/common';
import type { MailKind } from '../domain/mail-kinds';
import type { MailPage, OutboxQuery } from '../domain/mail-admin';
import type { MailMessage, MailState } from '../domain/mail-message';
import { MAIL_MESSAGE_REPOSITORY } from '../mail.tokens';
import type { MailMessageRepository } from './ports/mail-message.repository';

/**
 * A message as the outbox list shows it: whom it went to and where its delivery stands. Never its `data`, which
 * holds the links a recipient alone should have (a password reset's token, a newsletter's unsubscribe token).
 */
export interface OutboxEntry {
  id: string;
  kind: MailKind;
  toAddress: string;
  toName: string;
  /** Null until a delivery attempt rendered it. */
  subject: string | null;
  campaign: string | null;
  state: MailState;
  attempts: number;
  lastError: string | null;
  /** The SMTP server's last answer: its acceptance (`250 ...`) or its refusal. */
  smtpResponse: string | null;
  queuedAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}

const entryOf = ({ data: _data, eventKey: _eventKey, recipient, ...message }: MailMessage): OutboxEntry => ({
  ...message,
  toAddress: recipient.email,
  toName: recipient.name,
});

/** /admin/mail's outbox (D18): every message, newest first, with where its delivery stands; by state. */
@Injectable()
export class ListOutbox {
  constructor(@Inject(MAIL_MESSAGE_REPOSITORY) private readonly messages: MailMessageRepository) {}

  async execute(query: OutboxQuery): Promise<MailPage<OutboxEntry>> {
    const page = await this.messages.listPage(query);
    return { items: page.items.map(entryOf), total: page.total };
  }
}
