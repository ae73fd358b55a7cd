import { EntitySchema, type Opt } from '@mikro-orm/core';

export interface SocialPostRow {
  id: number;
  text: string;
  postedAt: Date;
  createdAt: Opt<Date>;
}

export const SocialPostSchema = new EntitySchema<SocialPostRow>({
  name: 'SocialPost',
  tableName: 'social_posts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    text: { type: 'string', length: 280 },
    postedAt: { type: 'datetime' },
    createdAt: { type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() },
  },
});
