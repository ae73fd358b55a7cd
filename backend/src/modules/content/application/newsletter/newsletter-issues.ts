import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { CampaignStats, type CampaignCounts } from '../../../mail/application/campaign-stats';
import { MailPreview } from '../../../mail/application/mail-preview';
import { NEWSLETTER_ISSUE_REPOSITORY } from '../../content.tokens';
import { campaignOf, type NewsletterIssue } from '../../domain/newsletter/newsletter-issue';
import { issueAlreadySent, issueNotFound } from '../../domain/newsletter/newsletter.errors';
import type { NewsletterIssueRepository } from './ports/newsletter-issue.repository';

export interface IssueInput {
  title: string;
  body: string;
}

/** An issue with its delivery as the outbox counts it (all zeros for a draft). */
export interface NewsletterIssueView extends NewsletterIssue {
  delivery: CampaignCounts;
}

/** The Newsletter tab shows this many issues, newest first. */
const ISSUES_SHOWN = 100;

/** The message data of an issue: its subject and body; the subscriber's unsubscribe token is added per message. */
export const issueMailData = (issue: NewsletterIssue, unsubscribeToken: string) => ({
  title: issue.title,
  body: issue.body,
  unsubscribeToken,
});

/** `GET /api/admin/newsletter/issues`: the issues and how far each one's delivery has come. */
@Injectable()
export class ListNewsletterIssues {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    private readonly campaigns: CampaignStats,
  ) {}

  async execute(): Promise<NewsletterIssueView[]> {
    const issues = await this.issues.list(ISSUES_SHOWN);
    const counts = await this.campaigns.countByState(issues.filter((i) => i.sentAt).map((i) => campaignOf(i.id)));
    return issues.map((issue) => ({
      ...issue,
      delivery: counts.get(campaignOf(issue.id)) ?? { queued: 0, sent: 0, failed: 0 },
    }));
  }
}

/** `POST /api/admin/newsletter/issues`: a new draft. */
@Injectable()
export class CreateNewsletterIssue {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(input: IssueInput, editorId: number): Promise<NewsletterIssue> {
    return this.issues.create({ ...input, createdBy: editorId }, this.clock.now());
  }
}

/** `PUT /api/admin/newsletter/issues/:id`: a draft saved again; a sent issue no longer changes (409). */
@Injectable()
export class UpdateNewsletterIssue {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(id: number, input: IssueInput): Promise<NewsletterIssue> {
    const updated = await this.issues.updateDraft(id, input, this.clock.now());
    if (updated) return updated;
    if (await this.issues.findById(id)) throw issueAlreadySent();
    throw issueNotFound();
  }
}

export interface IssuePreview {
  subject: string;
  html: string;
  text: string;
}

/** `GET /api/admin/newsletter/issues/:id/preview`: the issue as its template renders it for a subscriber. */
@Injectable()
export class PreviewNewsletterIssue {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    private readonly preview: MailPreview,
  ) {}

  async execute(id: number): Promise<IssuePreview> {
    const issue = await this.issues.findById(id);
    if (!issue) throw issueNotFound();
    return this.preview.render('newsletter.issue', issueMailData(issue, 'preview'), '');
  }
}
