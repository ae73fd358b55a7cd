import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { MailOutbox } from '../../../mail/application/mail-outbox';
import { MAIL_ERRORS } from '../../../mail/domain/mail.errors';
import { tooManySubscriptions } from '../../domain/newsletter/newsletter.errors';
import {
  CONFIRMATION,
  confirmPath,
  NEWSLETTER_CONFIRMATION,
  NEWSLETTER_LIMITS,
  normalizeNewsletterEmail,
} from '../../domain/newsletter/newsletter';
import { NEWSLETTER_REPOSITORY } from '../../content.tokens';
import type { NewsletterRepository } from './ports/newsletter.repository';
import { NewsletterLinks } from './newsletter-links';

/**
 * D6: a new and an already subscribed address get the same answer, so the form cannot be used to learn who is on
 * the list. Limited per address and per client. D18: a new (or unsubscribed) address is pending and is sent a
 * confirmation, queued in the same unit of work as the row; a pending one is sent it again at most once per
 * `CONFIRMATION.resendAfterSeconds`; a confirmed one is left as it is.
 */
@Injectable()
export class SubscribeToNewsletter {
  constructor(
    @Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly links: NewsletterLinks,
  ) {}

  async execute(emailInput: string, clientAddress: string): Promise<{ message: string }> {
    const email = normalizeNewsletterEmail(emailInput);
    const { windowSeconds, perClient, perEmail } = NEWSLETTER_LIMITS;
    const client = await this.limiter.hit(`newsletter:client:${clientAddress}`, windowSeconds);
    if (client.count > perClient) throw tooManySubscriptions();
    const address = await this.limiter.hit(`newsletter:email:${email}`, windowSeconds);
    if (address.count > perEmail) throw tooManySubscriptions();
    const now = this.clock.now();
    const resendBefore = new Date(now.getTime() - CONFIRMATION.resendAfterSeconds * 1000);
    try {
      await this.uow.run(async () => {
        const due = await this.subscriptions.requestConfirmation(email, now, resendBefore);
        if (!due) return;
        await this.outbox.queue({
          kind: 'newsletter.confirm',
          to: { email, name: '' },
          data: { confirmUrl: confirmPath(this.links.confirmationToken(due.id)) },
          eventKey: `newsletter.confirm:${due.id}:${due.sequence}`,
        });
      });
    } catch (error) {
      // An address the form's check lets through but mail cannot be sent to (a quoted local part, a non-ASCII
      // domain): the row rolls back with the refusal, which reads like the form's own.
      if (error instanceof DomainError && error.code === MAIL_ERRORS.MAIL_RECIPIENT_INVALID.code) {
        throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'Please enter a valid email address');
      }
      throw error;
    }
    return { message: NEWSLETTER_CONFIRMATION };
  }
}
