import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { MailPage, MailPageQuery, ReceivedMail } from '../domain/mail-admin';
import { MAIL_ERRORS } from '../domain/mail.errors';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import { DEV_MAILBOX_STORE } from '../mail.tokens';
import type { DevMailboxStore } from './ports/dev-mailbox-store';

/** The development mailbox's list: whether it is on (no SMTP_URL) and, when it is, a page of what it received. */
export interface DevMailboxPage extends MailPage<Omit<ReceivedMail, 'html' | 'text' | 'headers'>> {
  active: boolean;
}

/**
 * /admin/mail's development mailbox (D18): what this server sent while it had no SMTP_URL. With SMTP_URL set mail
 * goes to a real provider and the mailbox is off: its list is empty and says so, and no message opens.
 */
@Injectable()
export class ReadDevMailbox {
  constructor(
    @Inject(DEV_MAILBOX_STORE) private readonly mailbox: DevMailboxStore,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async list(query: MailPageQuery): Promise<DevMailboxPage> {
    if (!this.active) return { active: false, items: [], total: 0 };
    return { active: true, ...(await this.mailbox.listPage(query)) };
  }

  async open(id: string): Promise<ReceivedMail> {
    const mail = this.active ? await this.mailbox.findById(id) : null;
    if (!mail) throw new DomainError(MAIL_ERRORS.MAIL_MESSAGE_NOT_FOUND, 'There is no such message in the mailbox');
    return mail;
  }

  private get active(): boolean {
    return !this.settings.smtpUrl;
  }
}
