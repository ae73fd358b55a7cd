import type { MailKind, MemberTopic } from '../../domain/mail-kinds';
import type { MailMessage, Recipient } from '../../domain/mail-message';

export interface NewMailMessage {
  kind: MailKind;
  eventKey: string;
  recipient: Recipient;
  data: Record<string, unknown>;
  campaign: string | null;
}

export interface MailMessageRepository {
  /** Inserts the message in the current unit of work; null when a message for `eventKey` exists already. */
  insertQueued(message: NewMailMessage, at: Date): Promise<string | null>;
  findById(id: string): Promise<MailMessage | null>;
  /** Only a queued message moves: a message sent or failed stays as it is. */
  markSent(id: string, subject: string, smtpResponse: string, at: Date): Promise<boolean>;
  recordAttemptFailure(id: string, error: string, final: boolean, at: Date): Promise<void>;
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
