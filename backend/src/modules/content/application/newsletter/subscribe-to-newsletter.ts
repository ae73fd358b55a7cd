import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../../platform/security/rate-limiter';
import { tooManySubscriptions } from '../../domain/newsletter/newsletter.errors';
import {
  NEWSLETTER_CONFIRMATION,
  NEWSLETTER_LIMITS,
  normalizeNewsletterEmail,
} from '../../domain/newsletter/newsletter';
import { NEWSLETTER_REPOSITORY } from '../../content.tokens';
import type { NewsletterRepository } from './ports/newsletter.repository';

/**
 * D6: a new and an already subscribed address get the same answer, so the form cannot be used to
 * learn who is on the list. Limited per address and per client.
 */
@Injectable()
export class SubscribeToNewsletter {
  constructor(
    @Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute(emailInput: string, clientAddress: string): Promise<{ message: string }> {
    const email = normalizeNewsletterEmail(emailInput);
    const { windowSeconds, perClient, perEmail } = NEWSLETTER_LIMITS;
    const client = await this.limiter.hit(`newsletter:client:${clientAddress}`, windowSeconds);
    if (client.count > perClient) throw tooManySubscriptions();
    const address = await this.limiter.hit(`newsletter:email:${email}`, windowSeconds);
    if (address.count > perEmail) throw tooManySubscriptions();
    await this.subscriptions.subscribe(email);
    return { message: NEWSLETTER_CONFIRMATION };
  }
}
