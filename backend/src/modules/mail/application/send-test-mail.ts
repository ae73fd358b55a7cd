import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { MailOutbox } from './mail-outbox';

/**
 * "Send a test message to me" on /admin/mail: `mail.test` to the editor who asks, through the outbox like every
 * message, so it proves the whole way out (queue, worker, transport). Each click is its own event: one message each.
 */
@Injectable()
export class SendTestMail {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  async execute(userId: number): Promise<void> {
    await this.uow.run(() =>
      this.outbox.queue({ kind: 'mail.test', to: { userId }, eventKey: `mail.test:${userId}:${randomUUID()}` }),
    );
  }
}
