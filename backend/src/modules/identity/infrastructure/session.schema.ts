import { EntitySchema } from '@mikro-orm/core';

/** A row of the session store (mikro-orm-session-store.ts; identity's first migration creates the table). */
export interface SessionRow {
  sid: string;
  sess: Record<string, unknown>;
  expire: Date;
}

export const SessionSchema = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: { type: 'string', primary: true },
    sess: { type: 'json' },
    expire: { type: 'datetime', length: 6 },
  },
});
