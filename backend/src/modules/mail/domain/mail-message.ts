import type { MailKind } from './mail-kinds';

export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Who a message goes to: a member (their id, so their preferences apply) or a bare address (a subscriber). */
export interface Recipient {
  email: string;
  name: string;
  userId: number | null;
}

/** One row of the outbox: what to send, to whom, and where its delivery stands. */
export interface MailMessage {
  id: string;
  kind: MailKind;
  /** Unique: the event the message reports, so the same event queues it once. */
  eventKey: string;
  recipient: Recipient;
  /** The template's data (links as paths: the renderer makes them absolute from PUBLIC_URL). */
  data: Record<string, unknown>;
  /** Groups a newsletter issue's messages (`newsletter:<issue id>`), null otherwise. */
  campaign: string | null;
  state: MailState;
  attempts: number;
  subject: string | null;
  /** The SMTP server's last answer: its acceptance, or the error of the last failed attempt. */
  smtpResponse: string | null;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}
