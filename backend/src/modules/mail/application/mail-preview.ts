import { Inject, Injectable } from '@nestjs/common';
import type { MailKind } from '../domain/mail-kinds';
import { MAIL_RENDERER } from '../mail.tokens';
import type { MailRenderer, RenderedMail } from './ports/mail-renderer';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * A message as its recipient would see it, rendered by its real template without queueing anything: an editor's
 * preview of a newsletter issue. The footer's links are the ones delivery would put there.
 */
@Injectable()
export class MailPreview {
  constructor(
    @Inject(MAIL_RENDERER) private readonly renderer: MailRenderer,
    private readonly links: UnsubscribeLinks,
  ) {}

  render(kind: MailKind, data: Record<string, unknown>, recipientName: string): Promise<RenderedMail> {
    const links = this.links.of({
      id: '0',
      kind,
      eventKey: 'preview',
      recipient: { email: '', name: recipientName, userId: null },
      data,
      campaign: null,
      state: 'queued',
      attempts: 0,
      subject: null,
      smtpResponse: null,
      lastError: null,
      queuedAt: new Date(0),
      sentAt: null,
      failedAt: null,
    });
    return this.renderer.render(kind, data, {
      recipientName,
      unsubscribeUrl: links?.page ?? null,
      preferencesUrl: links?.preferences ?? null,
      campaign: null,
    });
  }
}
