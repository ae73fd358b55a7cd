import { Inject, Injectable } from '@nestjs/common';
import { SignedTokens } from '../../../../platform/security/signed-tokens';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { CONFIRMATION } from '../../domain/newsletter/newsletter';
import { expiredConfirmationLink, invalidNewsletterLink } from '../../domain/newsletter/newsletter.errors';

const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tokens in the newsletter's links, signed (platform/security/signed-tokens.ts) rather than random and stored:
 * both actions are idempotent (confirming or unsubscribing twice changes nothing), so single use buys nothing; an
 * unsubscribe link must keep working for as long as the mail sits in an inbox, which a stateless token does with
 * no table to keep; and nothing in the database lets whoever reads it act for a subscriber. A confirmation token
 * carries its expiry; neither carries the address (a link's text ends up in logs).
 */
@Injectable()
export class NewsletterLinks {
  constructor(
    private readonly tokens: SignedTokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  confirmationToken(subscriptionId: number): string {
    const expires = this.clock.now().getTime() + CONFIRMATION.linkDays * DAY_MS;
    return this.tokens.sign(CONFIRM, `${subscriptionId}:${Math.floor(expires / 1000)}`);
  }

  unsubscribeToken(subscriptionId: number): string {
    return this.tokens.sign(UNSUBSCRIBE, String(subscriptionId));
  }

  /** The subscription a confirmation token names; a forged token is refused, an expired one too. */
  readConfirmation(token: string): number {
    const match = /^(\d{1,9}):(\d{1,12})$/.exec(this.tokens.verify(CONFIRM, token) ?? '');
    if (!match) throw invalidNewsletterLink();
    if (Number(match[2]) * 1000 < this.clock.now().getTime()) throw expiredConfirmationLink();
    return Number(match[1]);
  }

  readUnsubscribe(token: string): number {
    const match = /^(\d{1,9})$/.exec(this.tokens.verify(UNSUBSCRIBE, token) ?? '');
    if (!match) throw invalidNewsletterLink();
    return Number(match[1]);
  }
}
