/** One line (it is the mail's subject), short enough for an inbox. */
export const NEWSLETTER_TITLE_MAX = 150;
/** Markdown-like text: paragraphs, **bold**, *italic* and [links](https://...). */
export const NEWSLETTER_BODY_MAX = 20000;

/** An issue an editor writes in /admin (D18): a draft until it is sent, once. */
export interface NewsletterIssue {
  id: number;
  title: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

/** Every issue's messages are grouped under this campaign in the outbox, so their delivery can be counted. */
export const campaignOf = (issueId: number) => `newsletter:${issueId}`;

/** One message per issue and subscriber, however often a batch runs. */
export const issueEventKey = (issueId: number, subscriptionId: number) =>
  `newsletter.issue:${issueId}:${subscriptionId}`;

/** Subscribers queued per transaction: a send to 10,000 is 20 short transactions, never one long one. */
export const SEND_BATCH_SIZE = 500;
