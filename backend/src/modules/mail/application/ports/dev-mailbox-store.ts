import type { MailPage, MailPageQuery, ReceivedMail } from '../../domain/mail-admin';

/** Where the development mailbox keeps what it received (`dev_mailbox_message`): it writes, /admin/mail reads. */
export interface DevMailboxStore {
  store(mail: Omit<ReceivedMail, 'id'>): Promise<void>;
  /** Newest first, without the bodies and headers. */
  listPage(query: MailPageQuery): Promise<MailPage<Omit<ReceivedMail, 'html' | 'text' | 'headers'>>>;
  findById(id: string): Promise<ReceivedMail | null>;
}
