import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { MailKind } from '../domain/mail-kinds';
import type { MailState } from '../domain/mail-message';

/** A row of `mail_message` as the ORM maps it (the domain's MailMessage nests the recipient). */
export interface MailMessageRow {
  id: string;
  kind: MailKind;
  eventKey: string;
  userId: number | null;
  toAddress: string;
  toName: string;
  data: Record<string, unknown>;
  campaign: string | null;
  state: MailState;
  attempts: number;
  subject: string | null;
  smtpResponse: string | null;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}

/** The outbox (Migration20261201000000_mail). */
export const MailMessageSchema = new EntitySchema<MailMessageRow>({
  name: 'MailMessage',
  tableName: 'mail_message',
  properties: {
    id: { type: new BigIntType('string'), primary: true, autoincrement: true },
    kind: { type: 'string', length: 60 },
    eventKey: { type: 'string', length: 200 },
    userId: { type: 'integer', nullable: true },
    toAddress: { type: 'string', length: 254 },
    toName: { type: 'string', length: 200 },
    data: { type: 'json' },
    campaign: { type: 'string', length: 100, nullable: true },
    state: { type: 'string', length: 10 },
    attempts: { type: 'integer' },
    subject: { type: 'string', length: 300, nullable: true },
    smtpResponse: { type: 'text', nullable: true },
    lastError: { type: 'text', nullable: true },
    queuedAt: { type: 'datetime' },
    sentAt: { type: 'datetime', nullable: true },
    failedAt: { type: 'datetime', nullable: true },
  },
});

export interface MailPreferenceRow {
  userId: number;
  topic: string;
  enabled: boolean;
  updatedAt: Date;
}

export const MailPreferenceSchema = new EntitySchema<MailPreferenceRow>({
  name: 'MailPreference',
  tableName: 'mail_preference',
  properties: {
    userId: { type: 'integer', primary: true },
    topic: { type: 'string', length: 30, primary: true },
    enabled: { type: 'boolean' },
    updatedAt: { type: 'datetime' },
  },
});
