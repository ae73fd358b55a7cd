import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '../../../../platform/jobs/job-queue';
import { RATE_LIMITER, type RateLimiter } from '../../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { AuditLog } from '../../../audit/application/audit-log';
import { MailOutbox } from '../../../mail/application/mail-outbox';
import { NEWSLETTER_ISSUE_REPOSITORY } from '../../content.tokens';
import { issueAlreadySent, issueNotFound, tooManyTests } from '../../domain/newsletter/newsletter.errors';
import type { NewsletterIssue } from '../../domain/newsletter/newsletter-issue';
import { issueMailData } from './newsletter-issues';
import { NewsletterLinks } from './newsletter-links';
import type { NewsletterIssueRepository } from './ports/newsletter-issue.repository';
import { SEND_ISSUE_BATCH, SEND_ISSUE_BATCH_PRIORITY } from './send-issue-batch';

export const NEWSLETTER_ISSUE_ENTITY = 'newsletter_issue';

/**
 * `POST /api/admin/newsletter/issues/:id/send` (D18): marks the issue sent (once: a second send is a 409, however
 * close together the two arrive), queues the first batch of its messages as a job and records the editor's send in
 * the audit log (D10), in one unit of work. The batches then run on their own (`SendIssueBatch`).
 */
@Injectable()
export class SendNewsletterIssue {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly auditLog: AuditLog,
  ) {}

  execute(id: number, editorId: number): Promise<NewsletterIssue> {
    return this.uow.run(async () => {
      const issue = await this.issues.findById(id);
      if (!issue) throw issueNotFound();
      const sentAt = this.clock.now();
      if (!(await this.issues.markSent(id, editorId, sentAt))) throw issueAlreadySent();
      await this.jobs.add(SEND_ISSUE_BATCH, { issueId: id, afterId: 0 }, { priority: SEND_ISSUE_BATCH_PRIORITY });
      await this.auditLog.record({
        actorId: editorId,
        action: `${NEWSLETTER_ISSUE_ENTITY}.send`,
        entityType: NEWSLETTER_ISSUE_ENTITY,
        entityId: String(id),
        before: { title: issue.title, sentAt: null },
        after: { title: issue.title, sentAt: sentAt.toISOString() },
      });
      return { ...issue, sentAt };
    });
  }
}

/** An editor's test sends per hour: enough to check a draft many times, too few to use as a mailer. */
const TESTS_PER_HOUR = 20;

/**
 * `POST /api/admin/newsletter/issues/:id/test`: the issue, as subscribers will get it, to the editor's own address
 * (its subject marked as a test). Its unsubscribe link names no subscription, so following it changes nothing.
 */
@Injectable()
export class SendNewsletterTest {
  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly links: NewsletterLinks,
  ) {}

  async execute(id: number, editor: { id: number; email: string; name: string }): Promise<{ sentTo: string }> {
    const issue = await this.issues.findById(id);
    if (!issue) throw issueNotFound();
    const hits = await this.limiter.hit(`newsletter:test:${editor.id}`, 60 * 60);
    if (hits.count > TESTS_PER_HOUR) throw tooManyTests();
    await this.uow.run(() =>
      this.outbox.queue({
        kind: 'newsletter.issue',
        to: { email: editor.email, name: editor.name },
        data: { ...issueMailData(issue, this.links.unsubscribeToken(0)), test: true },
        eventKey: `newsletter.test:${id}:${randomUUID()}`,
      }),
    );
    return { sentTo: editor.email };
  }
}
