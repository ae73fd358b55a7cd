import { Inject, Injectable } from '@nestjs/common';
import { render, toPlainText } from '@react-email/render';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import type { MailRenderContext, MailRenderer, RenderedMail } from '../application/ports/mail-renderer';
import type { MailKind } from '../domain/mail-kinds';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import { MAIL_TEMPLATES } from './templates';
import type { TemplateContext } from './templates/template';

/** Renders a template (React Email, on the server) into HTML and, from that HTML, the plain text. */
@Injectable()
export class ReactEmailRenderer implements MailRenderer {
  constructor(
    @Inject(PLATFORM_SETTINGS) private readonly platform: PlatformSettings,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async render(kind: MailKind, data: Record<string, unknown>, context: MailRenderContext): Promise<RenderedMail> {
    const template = MAIL_TEMPLATES[kind];
    if (!template) throw new Error(`no mail template for ${kind}`);
    const full: TemplateContext = {
      brandName: this.platform.brand.brandName,
      supportEmail: this.platform.brand.supportEmail,
      url: (path) => new URL(path, `${this.settings.publicUrl}/`).toString(),
      ...context,
    };
    const html = await render(template.body(data, full));
    // One line: a subject built from data (a title, a name) can never break the header.
    const subject = template
      .subject(data, full)
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, 300);
    return { subject, html, text: toPlainText(html) };
  }
}
