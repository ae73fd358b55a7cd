import { Action, Layout, Note, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/**
 * An editor read the member's submission and asked for a revision (D9, D18). Data: `title`, `notes` (the
 * editor's review notes), `link` (the member's assignments, where the notes are shown and the work resubmitted).
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
      <Paragraph>
        Your submitted text is kept: revise it on your dashboard and resubmit when it is ready. The payment follows once
        the editor marks the work complete.
      </Paragraph>
      <Action href={context.url(text(data, 'link'))} label="Revise your work" />
    </Layout>
  ),
};
