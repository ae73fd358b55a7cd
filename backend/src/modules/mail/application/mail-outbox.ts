import { Inject, Injectable, Logger } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import { MAIL_MESSAGE_REPOSITORY, MAIL_PREFERENCE_REPOSITORY, RECIPIENT_DIRECTORY } from '../mail.tokens';
import { topicOf, type MailKind } from '../domain/mail-kinds';
import { MAIL_ERRORS } from '../domain/mail.errors';
import type { Recipient } from '../domain/mail-message';
import type {
  MailMessageRepository,
  MailPreferenceRepository,
  RecipientDirectory,
} from './ports/mail-message.repository';
import { DELIVER_CAMPAIGN_MAIL, DELIVER_MAIL } from './deliver-mail';

/**
 * A message to queue: to a member by id (their address, name and preferences apply), to one of a member's other
 * addresses (`{ userId, email }`: an address they are moving to or from; the row stays theirs, so it is exported and
 * erased with their data), or to a bare address (a newsletter subscriber).
 */
export interface QueuedMail {
  kind: MailKind;
  to: { userId: number; email?: string } | { email: string; name: string };
  /** The template's data; links as paths (`/dashboard/...`): the renderer makes them absolute. */
  data?: Record<string, unknown>;
  /** The event the message reports (`assignments.completed:42`): the same event queues one message. */
  eventKey: string;
  campaign?: string;
}

/** Control characters (CR, LF, ...): none may reach a header (RFC 5322), so no header can be injected. */
const CONTROL = /\p{Cc}+/gu;

/**
 * The outbox's door (D18): any module calls `queue` inside the unit of work of the change the message reports, so
 * the message row and its delivery job commit or roll back with that change. A member who switched the message's
 * topic off is skipped (security mail has no topic and always goes). Addresses are checked as registration checks
 * them (`isEmail`), less a quoted local part (`"a b"@x`, which SMTP servers refuse); names lose control characters; a member whose stored address still cannot be written to is
 * skipped and logged, since a message must never block or roll back the change it reports. Answers whether a
 * message was queued.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(MAIL_MESSAGE_REPOSITORY) private readonly messages: MailMessageRepository,
    @Inject(MAIL_PREFERENCE_REPOSITORY) private readonly preferences: MailPreferenceRepository,
    @Inject(RECIPIENT_DIRECTORY) private readonly directory: RecipientDirectory,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobQueue,
  ) {}

  async queue(mail: QueuedMail): Promise<boolean> {
    const recipient = await this.recipientOf(mail.to);
    if (!recipient) {
      // Only a member's stored address gets here; the address itself stays out of the log.
      this.logger.warn(`${mail.kind} (${mail.eventKey}) not queued: the member's address cannot be written to`);
      return false;
    }
    const topic = topicOf(mail.kind);
    if (topic && recipient.userId !== null && topic !== 'newsletter') {
      const off = await this.preferences.topicsOff(recipient.userId);
      if ((off as string[]).includes(topic)) return false;
    }
    const id = await this.messages.insertQueued(
      { kind: mail.kind, eventKey: mail.eventKey, recipient, data: mail.data ?? {}, campaign: mail.campaign ?? null },
      this.clock.now(),
    );
    if (id === null) return false; // this event's message is queued already
    // A campaign's thousands of messages are their own task, worked by a runner with few workers (DeliverMail): a
    // password reset never waits behind a newsletter, and a send never takes the event loop from the requests.
    const task = mail.campaign ? DELIVER_CAMPAIGN_MAIL : DELIVER_MAIL;
    await this.jobs.add(task, { messageId: id }, { maxAttempts: this.settings.maxAttempts });
    return true;
  }

  /** The recipient, checked; null for a member whose stored address cannot be written to. */
  private async recipientOf(to: QueuedMail['to']): Promise<Recipient | null> {
    const member = 'userId' in to ? await this.directory.recipientOf(to.userId) : null;
    if ('userId' in to && !member) {
      throw new DomainError(MAIL_ERRORS.MAIL_RECIPIENT_UNKNOWN, 'There is no member to write to');
    }
    const recipient = member
      ? { ...member, email: to.email ?? member.email }
      : { email: to.email!, name: (to as { name: string }).name, userId: null };
    const email = recipient.email.trim().toLowerCase();
    const name = recipient.name.replace(CONTROL, ' ').trim().slice(0, 200);
    if (email.length > 254 || /[\p{Cc}\s"]/u.test(email) || !isEmail(email)) {
      if ('userId' in to && to.email === undefined) return null;
      throw new DomainError(MAIL_ERRORS.MAIL_RECIPIENT_INVALID, 'Enter a valid email address');
    }
    return { ...recipient, email, name };
  }
}
