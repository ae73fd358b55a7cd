import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../platform/jobs/job-queue';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { DomainError } from '../../../../shared/domain/domain-error';
import { MailOutbox, type QueuedMail } from '../../../mail/application/mail-outbox';
import { MAIL_ERRORS } from '../../../mail/domain/mail.errors';
import { NEWSLETTER_ISSUE_REPOSITORY, NEWSLETTER_REPOSITORY } from '../../content.tokens';
import { campaignOf, issueEventKey, SEND_BATCH_SIZE } from '../../domain/newsletter/newsletter-issue';
import { issueMailData } from './newsletter-issues';
import { NewsletterLinks } from './newsletter-links';
import type { NewsletterIssueRepository } from './ports/newsletter-issue.repository';
import type { NewsletterRepository } from './ports/newsletter.repository';

/** The job queue's task that queues one batch of an issue's messages (platform/jobs). */
export const SEND_ISSUE_BATCH = 'newsletter.send-batch';
/** Ahead of the deliveries it queues: the next batch is not kept waiting behind the 500 messages of this one. */
export const SEND_ISSUE_BATCH_PRIORITY = -1;

/**
 * One batch of a sent issue (D18): the next `SEND_BATCH_SIZE` subscribers in id order after `afterId` who were
 * confirmed when the issue was sent get a message each, queued in one short transaction with the job for the next
 * batch, so a list of 10,000 never holds one long transaction. Each message's event key names the issue and the
 * subscriber, so a batch run again (a retry after a crash) queues nobody twice; a subscriber who unsubscribed
 * before their batch ran is skipped, and so is an address the outbox cannot send to (one stored before double
 * opt-in), which would otherwise fail its whole batch on every retry.
 */
@Injectable()
export class SendIssueBatch implements OnModuleInit {
  private readonly logger = new Logger('SendIssueBatch');

  constructor(
    @Inject(NEWSLETTER_ISSUE_REPOSITORY) private readonly issues: NewsletterIssueRepository,
    @Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly outbox: MailOutbox,
    private readonly links: NewsletterLinks,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define(SEND_ISSUE_BATCH, (payload) => this.execute(batchOf(payload)));
  }

  async execute({ issueId, afterId }: { issueId: number; afterId: number }): Promise<void> {
    const issue = await this.issues.findById(issueId);
    if (!issue?.sentAt) return;
    const sentAt = issue.sentAt;
    await this.uow.run(async () => {
      const batch = await this.subscriptions.confirmedAfter(afterId, sentAt, SEND_BATCH_SIZE);
      for (const subscriber of batch) {
        await this.queueSkippingUndeliverable(subscriber.id, {
          kind: 'newsletter.issue',
          to: { email: subscriber.email, name: '' },
          data: issueMailData(issue, this.links.unsubscribeToken(subscriber.id)),
          eventKey: issueEventKey(issueId, subscriber.id),
          campaign: campaignOf(issueId),
        });
      }
      const last = batch[batch.length - 1];
      if (batch.length === SEND_BATCH_SIZE && last) {
        // Keyed by where it starts: a batch run again after a crash queues the same next batch, not a second chain.
        await this.jobs.add(
          SEND_ISSUE_BATCH,
          { issueId, afterId: last.id },
          { priority: SEND_ISSUE_BATCH_PRIORITY, key: `newsletter.send-batch:${issueId}:${last.id}` },
        );
      }
    });
  }

  /** The outbox refuses a bad address before it writes anything, so the batch's transaction goes on. */
  private async queueSkippingUndeliverable(subscriptionId: number, mail: QueuedMail): Promise<void> {
    try {
      await this.outbox.queue(mail);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === MAIL_ERRORS.MAIL_RECIPIENT_INVALID.code)) throw error;
      this.logger.warn(`newsletter subscription ${subscriptionId}: its address cannot be sent to; skipped`);
    }
  }
}

function batchOf(payload: unknown): { issueId: number; afterId: number } {
  const { issueId, afterId } = (payload ?? {}) as { issueId?: unknown; afterId?: unknown };
  if (!Number.isSafeInteger(issueId) || !Number.isSafeInteger(afterId)) {
    throw new Error('newsletter.send-batch: payload needs issueId and afterId');
  }
  return { issueId: issueId as number, afterId: afterId as number };
}
