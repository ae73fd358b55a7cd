import type { NewsletterIssue } from '../../../domain/newsletter/newsletter-issue';

export interface NewsletterIssueRepository {
  create(issue: { title: string; body: string; createdBy: number }, at: Date): Promise<NewsletterIssue>;
  /** Only a draft changes: null when the issue does not exist or has been sent. */
  updateDraft(id: number, changes: { title: string; body: string }, at: Date): Promise<NewsletterIssue | null>;
  findById(id: number): Promise<NewsletterIssue | null>;
  /** Newest first. */
  list(limit: number): Promise<NewsletterIssue[]>;
  /** Marks a draft sent (once: answers false when it was sent already or does not exist). */
  markSent(id: number, by: number, at: Date): Promise<boolean>;
}
