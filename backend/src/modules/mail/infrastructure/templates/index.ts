import { mailTest } from './mail-test';
import { newsletterConfirm } from './newsletter-confirm';
import { newsletterIssue } from './newsletter-issue';
import type { TemplateRegistry } from './template';

/** Every message's template, by kind (domain/mail-kinds.ts). A kind without one cannot be delivered. */
export const MAIL_TEMPLATES: TemplateRegistry = {
  'mail.test': mailTest,
  'newsletter.confirm': newsletterConfirm,
  'newsletter.issue': newsletterIssue,
};
