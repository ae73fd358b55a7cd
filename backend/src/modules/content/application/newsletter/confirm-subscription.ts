import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { NEWSLETTER_CONFIRMED } from '../../domain/newsletter/newsletter';
import { invalidNewsletterLink } from '../../domain/newsletter/newsletter.errors';
import { NEWSLETTER_REPOSITORY } from '../../content.tokens';
import type { NewsletterRepository } from './ports/newsletter.repository';
import { NewsletterLinks } from './newsletter-links';

/**
 * `POST /api/newsletter/confirm` (D18): the confirmation page posts the mail's token (a GET alone never confirms:
 * mail scanners open links). Idempotent: a confirmed subscription stays confirmed; an unsubscribed one is not
 * brought back by an old link (subscribing again sends a new one).
 */
@Injectable()
export class ConfirmSubscription {
  constructor(
    @Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: NewsletterLinks,
  ) {}

  async execute(token: string): Promise<{ message: string }> {
    const id = this.links.readConfirmation(token);
    if (await this.subscriptions.confirm(id, this.clock.now())) return { message: NEWSLETTER_CONFIRMED };
    const subscription = await this.subscriptions.findById(id);
    if (subscription?.state !== 'confirmed') throw invalidNewsletterLink();
    return { message: NEWSLETTER_CONFIRMED };
  }
}
