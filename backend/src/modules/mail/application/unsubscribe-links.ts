import { Inject, Injectable } from '@nestjs/common';
import { SignedTokens } from '../../../platform/security/signed-tokens';
import { isMemberTopic, topicOf, type MemberTopic } from '../domain/mail-kinds';
import type { MailMessage } from '../domain/mail-message';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';

export interface UnsubscribeUrls {
  /** RFC 8058's one-click target: a POST here unsubscribes, no session needed. */
  oneClick: string;
  /** The visible link in the footer: a page that confirms the unsubscribe. */
  page: string;
  preferences: string | null;
}

const PURPOSE = 'mail-unsubscribe';

/**
 * The unsubscribe links of a non-security message (D18). A member's topic: a signed token of (member, topic), so
 * the link works without signing in and cannot be forged or pointed at another member. A newsletter issue carries
 * its subscriber's token (content signs and checks it: `data.unsubscribeToken`).
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly tokens: SignedTokens,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  of(message: MailMessage): UnsubscribeUrls | null {
    const topic = topicOf(message.kind);
    const base = this.settings.publicUrl;
    if (topic === 'newsletter') {
      const token = encodeURIComponent(String(message.data.unsubscribeToken ?? ''));
      return {
        oneClick: `${base}/api/newsletter/unsubscribe?token=${token}`,
        page: `${base}/newsletter/unsubscribe?token=${token}`,
        preferences: null,
      };
    }
    if (topic === null || message.recipient.userId === null) return null;
    const token = encodeURIComponent(this.tokens.sign(PURPOSE, `${message.recipient.userId}:${topic}`));
    return {
      oneClick: `${base}/api/mail/unsubscribe?token=${token}`,
      page: `${base}/unsubscribe?token=${token}`,
      preferences: `${base}/dashboard?tab=account`,
    };
  }

  /** The member and topic a token names, or null when it is not one this server signed. */
  read(token: string): { userId: number; topic: MemberTopic } | null {
    const payload = this.tokens.verify(PURPOSE, token);
    const match = payload && /^(\d{1,10}):([a-z]+)$/.exec(payload);
    if (!match || !isMemberTopic(match[2]!)) return null;
    return { userId: Number(match[1]), topic: match[2] };
  }
}
