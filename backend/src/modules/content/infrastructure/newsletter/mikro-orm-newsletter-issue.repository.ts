import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../../platform/database/fresh-read';
import type { NewsletterIssueRepository } from '../../application/newsletter/ports/newsletter-issue.repository';
import type { NewsletterIssue } from '../../domain/newsletter/newsletter-issue';
import { NewsletterIssueSchema, type NewsletterIssueRow } from './newsletter-issue.schema';

const toIssue = ({ id, title, body, createdAt, updatedAt, sentAt }: NewsletterIssueRow): NewsletterIssue => ({
  id,
  title,
  body,
  createdAt,
  updatedAt,
  sentAt,
});

/** Only a draft changes (conditional updates on `sent_at IS NULL`), so reads are fresh. */
@Injectable()
export class MikroOrmNewsletterIssueRepository implements NewsletterIssueRepository {
  constructor(private readonly em: EntityManager) {}

  async create(issue: { title: string; body: string; createdBy: number }, at: Date): Promise<NewsletterIssue> {
    const row = this.em.create(NewsletterIssueSchema, {
      ...issue,
      createdAt: at,
      updatedAt: at,
      sentAt: null,
      sentBy: null,
    });
    await this.em.persist(row).flush();
    return toIssue(row);
  }

  async updateDraft(id: number, changes: { title: string; body: string }, at: Date): Promise<NewsletterIssue | null> {
    const updated = await this.em.nativeUpdate(
      NewsletterIssueSchema,
      { id, sentAt: null },
      { ...changes, updatedAt: at },
    );
    return updated === 1 ? this.findById(id) : null;
  }

  async findById(id: number): Promise<NewsletterIssue | null> {
    const row = await this.em.findOne(NewsletterIssueSchema, { id }, FRESH_READ);
    return row && toIssue(row);
  }

  async list(limit: number): Promise<NewsletterIssue[]> {
    const rows = await this.em.find(NewsletterIssueSchema, {}, { ...FRESH_READ, orderBy: { id: 'desc' }, limit });
    return rows.map(toIssue);
  }

  async markSent(id: number, by: number, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(NewsletterIssueSchema, { id, sentAt: null }, { sentAt: at, sentBy: by });
    return updated === 1;
  }
}
