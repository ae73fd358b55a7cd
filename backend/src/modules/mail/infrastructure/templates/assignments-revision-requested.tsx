import { Action, Layout, Note, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/** D22: how many comments on passages wait beside the notes (absent in messages queued before the review desk). */
function commentsWaiting(data: Record<string, unknown>): string | null {
  const count = data.comments;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count <= 0) return null;
  return count === 1
    ? 'Your editor also left 1 comment on a passage of your text. It is waiting beside the text on your dashboard.'
    : `Your editor also left ${count} comments on passages of your text. They are waiting beside the text on your dashboard.`;
}

/**
 * An editor read the member's submission and asked for a revision (D9, D18). Data: `title`, `notes` (the
 * editor's review notes), `comments` (how many comments on passages wait for the writer, D22; optional), `link`
 * (the member's assignments, where the notes and comments are shown and the work resubmitted).
 */
export const assignmentsRevisionRequested: MailTemplate = {
  subject: (data) => `A revision is requested: ${text(data, 'title')}`,
  body: (data, context) => (
    <Layout {...context} preview="The editor's notes on your submission are inside." heading="Your editor has notes">
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, thank you for submitting “{text(data, 'title')}”. Your editor has read
        it and asks for a revision before it is complete. Here are the notes:
      </Paragraph>
      <Note>{text(data, 'notes')}</Note>
      {commentsWaiting(data) && <Paragraph>{commentsWaiting(data)}</Paragraph>}
      <Paragraph>
        Your submitted text is kept: revise it on your dashboard and resubmit when it is ready. The payment follows once
        the editor marks the work complete.
      </Paragraph>
      <Action href={context.url(text(data, 'link'))} label="Revise your work" />
    </Layout>
  ),
};
