import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue, type JobRun } from '../../../platform/jobs/job-queue';
import { METRICS, type EventCounter, type Metrics } from '../../../shared/application/metrics';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { FORGETS_RECIPIENT_AFTER_DELIVERY } from '../domain/mail-kinds';
import type { MailMessage } from '../domain/mail-message';
import { MAIL_MESSAGE_REPOSITORY, MAIL_RENDERER, MAIL_TRANSPORT } from '../mail.tokens';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import type { AttemptFailure, MailMessageRepository } from './ports/mail-message.repository';
import type { MailRenderer } from './ports/mail-renderer';
import type { MailTransport } from './ports/mail-transport';
import { UnsubscribeLinks } from './unsubscribe-links';

/** The job queue's task that delivers one outbox row (platform/jobs). */
export const DELIVER_MAIL = 'mail.deliver';
/** The same for a campaign's message (a newsletter issue), worked apart with MAIL_CAMPAIGN_CONCURRENCY workers. */
export const DELIVER_CAMPAIGN_MAIL = 'mail.deliver-campaign';
/** Messages woken at once when the SMTP server is back; any others are woken by the next retry that gets through. */
const WAKE_AT_ONCE = 1000;

/**
 * Delivers one queued message: renders it, hands it to the transport, records the server's answer. A failed attempt
 * is recorded and thrown, so the job queue retries it with exponential back-off; the last attempt's failure marks
 * the message failed instead. A message that is no longer queued (sent by an earlier run whose job could not be
 * completed, or failed) is left alone: the queue hands a job to one worker at a time, so a message is sent twice
 * only when the server accepted it and the process died before recording that (SMTP is at-least-once).
 */
@Injectable()
export class DeliverMail implements OnModuleInit {
  private readonly logger = new Logger('DeliverMail');
  private readonly failures: EventCounter<'final'>;

  constructor(
    @Inject(MAIL_MESSAGE_REPOSITORY) private readonly messages: MailMessageRepository,
    @Inject(MAIL_RENDERER) private readonly renderer: MailRenderer,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: UnsubscribeLinks,
    private readonly jobs: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(METRICS) metrics: Metrics,
  ) {
    this.failures = metrics.counter({
      name: 'penwright_mail_delivery_failures_total',
      help: 'Failed delivery attempts: final (the message is marked failed) or not (it will be retried)',
      labelNames: ['final'],
      startAtZero: [{ final: 'true' }, { final: 'false' }],
    });
  }

  onModuleInit(): void {
    const deliver = (payload: unknown, run: JobRun) => this.deliver(messageIdOf(payload), run);
    this.jobs.define(DELIVER_MAIL, deliver);
    this.jobs.define(DELIVER_CAMPAIGN_MAIL, deliver, { concurrency: this.settings.campaignConcurrency });
  }

  async deliver(messageId: string, run: JobRun): Promise<void> {
    const message = await this.messages.findById(messageId);
    if (message?.state !== 'queued') return;
    try {
      const { subject, response } = await this.send(message);
      await this.messages.markSent(message.id, subject, response, this.clock.now());
      await this.forgetRecipientIfAsked(message);
      if (run.attempt > 1) await this.retryWaitingForServer();
    } catch (error) {
      const failure = failureOf(error);
      await this.messages.recordAttemptFailure(message.id, failure, run.lastAttempt, this.clock.now());
      this.failures.inc({ final: String(run.lastAttempt) });
      if (run.lastAttempt) {
        await this.forgetRecipientIfAsked(message);
        this.logger.error(
          `mail ${message.id} (${message.kind}) failed after ${run.attempt} attempts: ${failure.error}`,
        );
        return;
      }
      throw error;
    }
  }

  /**
   * A retry got through: the SMTP server is back. The messages that could not reach it wait out growing back-offs
   * (up to minutes after an outage of one: docs/operations.md, "Failure drills"); they are tried now instead. Only
   * those that got no answer at all: a refusal (a greylisting 4xx, a full mailbox) keeps its back-off.
   */
  private async retryWaitingForServer(): Promise<void> {
    const waiting = await this.messages.waitingForServer(WAKE_AT_ONCE);
    for (const task of [DELIVER_MAIL, DELIVER_CAMPAIGN_MAIL]) await this.jobs.runWaitingNow(task, 'messageId', waiting);
  }

  /** D19: the confirmation of a deletion keeps the erased address only as long as it takes to deliver it. */
  private async forgetRecipientIfAsked(message: MailMessage): Promise<void> {
    if (FORGETS_RECIPIENT_AFTER_DELIVERY.includes(message.kind)) await this.messages.forgetRecipient(message.id);
  }

  private async send(message: MailMessage): Promise<{ subject: string; response: string }> {
    const links = this.links.of(message);
    // The unsubscribe token is the links' (UnsubscribeLinks), not the template's: without it, a campaign's messages
    // render alike and share one rendering.
    const { unsubscribeToken: _linksOnly, ...data } = message.data;
    const rendered = await this.renderer.render(message.kind, data, {
      recipientName: message.recipient.name,
      unsubscribeUrl: links?.page ?? null,
      preferencesUrl: links?.preferences ?? null,
      campaign: message.campaign,
    });
    const { response } = await this.transport.send({
      to: { name: message.recipient.name, address: message.recipient.email },
      ...rendered,
      unsubscribeUrl: links?.oneClick ?? null,
      messageId: message.id,
    });
    return { subject: rendered.subject, response };
  }
}

function messageIdOf(payload: unknown): string {
  const id = (payload as { messageId?: unknown } | null)?.messageId;
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw new Error('mail.deliver: payload has no messageId');
  return id;
}

/**
 * What went wrong (`Message failed: 550 5.7.1 ...`, or a rendering error) and, when an SMTP server refused, its
 * answer as it gave it (`550 5.7.1 ...`): nodemailer's errors carry it as `response`.
 */
function failureOf(error: unknown): AttemptFailure {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const smtpResponse = typeof response === 'string' && response ? response : null;
  return { error: typeof message === 'string' && message ? message : String(error), smtpResponse };
}
