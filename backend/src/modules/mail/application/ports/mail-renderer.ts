import type { MailKind } from '../../domain/mail-kinds';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailRenderContext {
  recipientName: string;
  /** The one-click unsubscribe and preferences links of a non-security message; null for security mail. */
  unsubscribeUrl: string | null;
  preferencesUrl: string | null;
  /**
   * The campaign a message belongs to (a newsletter issue): its thousands of messages differ only in their unsubscribe
   * link, so the renderer may render the campaign once and put each message's link into the result.
   */
  campaign: string | null;
}

/** Renders a message's HTML and plain text from its one template (infrastructure/templates). */
export interface MailRenderer {
  render(kind: MailKind, data: Record<string, unknown>, context: MailRenderContext): Promise<RenderedMail>;
}
