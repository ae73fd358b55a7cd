import type { MailKind, MemberTopic } from '../../domain/mail-kinds';
import type { MailPage, OutboxQuery } from '../../domain/mail-admin';
import type { MailMessage, Recipient } from '../../domain/mail-message';

export interface NewMailMessage {
  kind: MailKind;
  eventKey: string;
  recipient: Recipient;
  data: Record<string, unknown>;
  campaign: string | null;
}

/** Why a delivery attempt failed, and the SMTP server's refusal when one refused (null for any other failure). */
export interface AttemptFailure {
  error: string;
  smtpResponse: string | null;
}

export interface MailMessageRepository {
  /** Inserts the message in the current unit of work; null when a message for `eventKey` exists already. */
  insertQueued(message: NewMailMessage, at: Date): Promise<string | null>;
  findById(id: string): Promise<MailMessage | null>;
  /** A page of the outbox, newest first (/admin/mail). */
  listPage(query: OutboxQuery): Promise<MailPage<MailMessage>>;
  /** Only a queued message moves: a message sent or failed stays as it is. */
  markSent(id: string, subject: string, smtpResponse: string, at: Date): Promise<boolean>;
  /** Counts the attempt and keeps why it failed; the final one also marks the message failed. */
  recordAttemptFailure(id: string, failure: AttemptFailure, final: boolean, at: Date): Promise<void>;
  /**
   * Queued messages whose last attempt got no answer from the SMTP server (it could not be reached, as opposed to a
   * refusal), oldest first, at most `limit`.
   */
  waitingForServer(limit: number): Promise<string[]>;
  /** A message no longer queued forgets its address, name and data (FORGETS_RECIPIENT_AFTER_DELIVERY). */
  forgetRecipient(id: string): Promise<void>;
}

export interface MailPreferenceRepository {
  /** The topics this member turned off. */
  topicsOff(userId: number): Promise<MemberTopic[]>;
  set(userId: number, topic: MemberTopic, enabled: boolean, at: Date): Promise<void>;
}

/** The members' addresses and names (identity's users, read by a declared read-side query). */
export interface RecipientDirectory {
  recipientOf(userId: number): Promise<Recipient | null>;
}
