import type { MailState } from './mail-message';

/** /admin/mail's lists are read a page at a time: a newsletter alone queues thousands of messages. */
export const MAIL_LIST_PAGE = { min: 1, max: 1_000_000, default: 1 } as const;
export const MAIL_LIST_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

export interface MailPageQuery {
  page: number;
  pageSize: number;
}

/** The outbox's page: every state, or one (queued, sent, failed). */
export interface OutboxQuery extends MailPageQuery {
  state: MailState | null;
}

/** One page of a list, newest first; `total` counts the matching rows across all pages. */
export interface MailPage<Item> {
  items: Item[];
  total: number;
}

/** A message the development mailbox received (D18), as /admin/mail lists and opens it. */
export interface ReceivedMail {
  id: string;
  receivedAt: Date;
  from: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  /** Every header, lower-cased names, one line each. */
  headers: Record<string, string>;
}
