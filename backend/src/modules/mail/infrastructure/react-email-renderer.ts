import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import type { MailRenderContext, MailRenderer, RenderedMail } from '../application/ports/mail-renderer';
import type { MailKind } from '../domain/mail-kinds';
import { MAIL_SETTINGS, type MailSettings } from '../mail.settings';
import type { TemplateContext } from './templates/template';

/**
 * React Email's renderer (with React's server renderer and html-to-text) and the templates, loaded at the first
 * message rather than at start: some 90 modules a server that has sent nothing yet does not need (issue 29), nor
 * the integration files that send no mail. A require, not `import()`: the renderer's package is dual, and Node would
 * load its ES module build where the tests load the CommonJS one.
 */
const reactEmail = () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('@react-email/render') as typeof import('@react-email/render')),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('./templates') as typeof import('./templates')),
});

/** Stands for a campaign message's own unsubscribe link in the rendering its campaign shares (`.invalid`: RFC 2606). */
const LINK_PLACEHOLDER = 'https://unsubscribe.invalid/penwright';
/** Campaigns whose rendering is kept: one at a time is the rule (a newsletter send), a few at once the exception. */
const CAMPAIGNS_KEPT = 8;

/**
 * Renders a template (React Email, on the server) into HTML and, from that HTML, the plain text. A campaign's
 * messages (a newsletter issue to every subscriber) share one rendering: rendered once with a placeholder for the
 * unsubscribe link, then each message gets its own link put in. React's render is the cost of a message (about
 * 5 ms of the event loop's time, docs/performance.md), so a 10,000-message send renders once, not 10,000 times.
 */
@Injectable()
export class ReactEmailRenderer implements MailRenderer {
  private readonly campaigns = new Map<string, Promise<RenderedMail>>();

  constructor(
    @Inject(PLATFORM_SETTINGS) private readonly platform: PlatformSettings,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async render(kind: MailKind, data: Record<string, unknown>, context: MailRenderContext): Promise<RenderedMail> {
    if (context.campaign === null || context.unsubscribeUrl === null) return this.renderOnce(kind, data, context);
    // Everything the rendering depends on but the link: a campaign's messages share it, an edited issue would not.
    const key = JSON.stringify([context.campaign, kind, data, context.recipientName, context.preferencesUrl]);
    let shared = this.campaigns.get(key);
    if (!shared) {
      shared = this.renderOnce(kind, data, { ...context, unsubscribeUrl: LINK_PLACEHOLDER });
      this.campaigns.set(key, shared);
      if (this.campaigns.size > CAMPAIGNS_KEPT) this.campaigns.delete(this.campaigns.keys().next().value!);
      shared.catch(() => this.campaigns.delete(key));
    }
    const rendered = await shared;
    return {
      subject: rendered.subject,
      html: rendered.html.replaceAll(LINK_PLACEHOLDER, escapeAttribute(context.unsubscribeUrl)),
      text: rendered.text.replaceAll(LINK_PLACEHOLDER, context.unsubscribeUrl),
    };
  }

  private async renderOnce(
    kind: MailKind,
    data: Record<string, unknown>,
    context: MailRenderContext,
  ): Promise<RenderedMail> {
    const { MAIL_TEMPLATES, render, toPlainText } = reactEmail();
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

/** A URL as React writes it into an attribute (`&` as `&amp;`, quotes escaped), so it replaces the placeholder as is. */
const escapeAttribute = (url: string) =>
  url
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
