import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import type { Accepted, Envelope, MailTransport } from '../application/ports/mail-transport';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import { DevMailbox } from './dev-mailbox/dev-mailbox';

/**
 * nodemailer over SMTP, the one transport: to SMTP_URL's provider, or, without one, to the development mailbox this
 * process runs on loopback (a real SMTP server, so development and tests exercise the same path as production).
 */
@Injectable()
export class SmtpTransport implements MailTransport, OnApplicationShutdown {
  private transporter: Transporter | null = null;

  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(PLATFORM_SETTINGS) private readonly platform: PlatformSettings,
    private readonly devMailbox: DevMailbox,
  ) {}

  async send(envelope: Envelope): Promise<Accepted> {
    const info = await this.connection().sendMail({
      from: this.settings.mailFrom || {
        name: this.platform.brand.brandName,
        address: this.platform.brand.supportEmail,
      },
      // Replies reach the collective's support address even when MAIL_FROM is a no-reply sender.
      replyTo: { name: this.platform.brand.brandName, address: this.platform.brand.supportEmail },
      to: envelope.to,
      subject: envelope.subject,
      html: envelope.html,
      text: envelope.text,
      headers: { 'X-Penwright-Message': envelope.messageId },
      ...(envelope.unsubscribeUrl && {
        list: { unsubscribe: { url: envelope.unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'X-Penwright-Message': envelope.messageId, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
    return { response: String(info.response) };
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }

  private connection(): Transporter {
    this.transporter ??= this.settings.smtpUrl
      ? createTransport(pooled(this.settings.smtpUrl))
      : createTransport({
          host: '127.0.0.1',
          port: this.devMailbox.port(),
          ignoreTLS: true,
          pool: true,
          maxConnections: 5,
        });
    return this.transporter;
  }
}

/** Pooled connections (nodemailer reads `pool` from the URL's query) unless the operator's URL says otherwise. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}
