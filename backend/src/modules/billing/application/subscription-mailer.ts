import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/application/mail-outbox';
import type { SubscriptionMail } from '../domain/subscription-mail';

/**
 * Queues the subscription mail (D18) in the caller's unit of work, the one that records the change: to the member
 * the subscription backs, so their billing preference applies. A subscription no account claims yet (a visitor's
 * registration in progress) has nobody to write to.
 */
@Injectable()
export class SubscriptionMailer {
  constructor(private readonly outbox: MailOutbox) {}

  async send(userId: number | null, mail: readonly SubscriptionMail[]): Promise<void> {
    if (userId === null) return;
    for (const { kind, eventKey, data } of mail) await this.outbox.queue({ kind, to: { userId }, eventKey, data });
  }
}
