import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { NEWSLETTER_UNSUBSCRIBED } from '../../domain/newsletter/newsletter';
import { NEWSLETTER_REPOSITORY } from '../../content.tokens';
import type { NewsletterRepository } from './ports/newsletter.repository';
import { NewsletterLinks } from './newsletter-links';

/**
 * `POST /api/newsletter/unsubscribe?token=` (D18, RFC 8058): the one-click target of every issue's
 * List-Unsubscribe header and the page's button. No session; the signed token is the proof. Idempotent: a second
 * click, or a link whose subscription is gone, answers the same; only a forged token is refused.
 */
@Injectable()
export class UnsubscribeFromNewsletter {
  constructor(
    @Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: NewsletterLinks,
  ) {}

  async execute(token: string): Promise<{ message: string }> {
    await this.subscriptions.unsubscribe(this.links.readUnsubscribe(token), this.clock.now());
    return { message: NEWSLETTER_UNSUBSCRIBED };
  }
}
