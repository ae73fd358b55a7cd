import { EntitySchema } from '@mikro-orm/core';

export interface NewsletterIssueRow {
  id: number;
  title: string;
  body: string;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  sentBy: number | null;
}

export const NewsletterIssueSchema = new EntitySchema<NewsletterIssueRow>({
  name: 'NewsletterIssue',
  tableName: 'newsletter_issues',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 150 },
    body: { type: 'text' },
    createdBy: { type: 'integer', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    sentAt: { type: 'datetime', nullable: true },
    sentBy: { type: 'integer', nullable: true },
  },
});
