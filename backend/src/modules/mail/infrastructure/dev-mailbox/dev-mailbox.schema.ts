import { BigIntType, EntitySchema } from '@mikro-orm/core';

/** A message the development mailbox received, as parsed (Migration20261201000000_mail). */
export interface DevMailboxMessage {
  id: string;
  receivedAt: Date;
  fromAddress: string;
  toAddress: string;
  subject: string;
  html: string | null;
  text: string | null;
  /** Every header, lower-cased names, as the parser read them (List-Unsubscribe, ...). */
  headers: Record<string, string>;
}

export const DevMailboxMessageSchema = new EntitySchema<DevMailboxMessage>({
  name: 'DevMailboxMessage',
  tableName: 'dev_mailbox_message',
  properties: {
    id: { type: new BigIntType('string'), primary: true, autoincrement: true },
    receivedAt: { type: 'datetime' },
    fromAddress: { type: 'string', length: 500 },
    toAddress: { type: 'string', length: 500 },
    subject: { type: 'string', length: 1000 },
    html: { type: 'text', nullable: true },
    text: { type: 'text', nullable: true },
    headers: { type: 'json' },
  },
});
