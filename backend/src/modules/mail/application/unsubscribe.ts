import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { MAIL_TOPICS, type MemberTopic } from '../domain/mail-kinds';
import { MAIL_ERRORS } from '../domain/mail.errors';
import { MAIL_PREFERENCE_REPOSITORY, RECIPIENT_DIRECTORY } from '../mail.tokens';
import type { MailPreferenceRepository, RecipientDirectory } from './ports/mail-message.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

/** What an unsubscribe link stops: the page names it before the member confirms, and again after. */
export interface UnsubscribeView {
  topic: MemberTopic;
  label: string;
  unsubscribed: boolean;
}

/**
 * The unsubscribe link of a member's mail (D18, RFC 8058). The signed token is the credential: it names one member
 * and one topic, so it works without a session, and a token this server did not sign is refused with a code. The
 * one-click POST switches the topic off and answers the same however often it comes (mail clients and the page's
 * button may both send it); reading the link never changes anything, so a link scanner unsubscribes nobody.
 */
@Injectable()
export class Unsubscribe {
  constructor(
    private readonly links: UnsubscribeLinks,
    @Inject(MAIL_PREFERENCE_REPOSITORY) private readonly preferences: MailPreferenceRepository,
    @Inject(RECIPIENT_DIRECTORY) private readonly directory: RecipientDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async describe(token: string): Promise<UnsubscribeView> {
    const { userId, topic } = await this.read(token);
    const off = await this.preferences.topicsOff(userId);
    return { topic, label: MAIL_TOPICS[topic], unsubscribed: off.includes(topic) };
  }

  async execute(token: string): Promise<UnsubscribeView> {
    const { userId, topic } = await this.read(token);
    await this.preferences.set(userId, topic, false, this.clock.now());
    return { topic, label: MAIL_TOPICS[topic], unsubscribed: true };
  }

  private async read(token: string): Promise<{ userId: number; topic: MemberTopic }> {
    const named = this.links.read(token);
    if (!named) {
      throw new DomainError(
        MAIL_ERRORS.MAIL_UNSUBSCRIBE_LINK_INVALID,
        'This unsubscribe link is not valid. Copy the whole link from the email, or choose your emails on your Account page.',
      );
    }
    // A deleted member's link: their preferences went with the account (and the table refers to it).
    if (!(await this.directory.recipientOf(named.userId))) {
      throw new DomainError(
        MAIL_ERRORS.MAIL_UNSUBSCRIBE_LINK_UNKNOWN,
        'This unsubscribe link belongs to an account that no longer exists, so it receives no email.',
      );
    }
    return named;
  }
}
