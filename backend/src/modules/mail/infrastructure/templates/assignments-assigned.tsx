import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, int, text, type MailTemplate } from './template';
import { deadlineText, dollars } from './work-facts';

/**
 * An editor gave the member a piece of work (D18). Data: `title`, `payCents` (what completing it pays),
 * `deadline` (ISO), `link` (the member's assignments).
 */
export const assignmentsAssigned: MailTemplate = {
  subject: (data) => `New assignment for you: ${text(data, 'title')}`,
  body: (data, context) => (
    <Layout
      {...context}
      preview={`${dollars(int(data, 'payCents'))}, due ${deadlineText(text(data, 'deadline'))}.`}
      heading="An editor picked you for this one"
    >
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, an editor has assigned “{text(data, 'title')}” to you. The brief, its
        requirements and the space to write are waiting on your dashboard.
      </Paragraph>
      <Paragraph>
        Pay on completion: {dollars(int(data, 'payCents'))}
        <br />
        Deadline: {deadlineText(text(data, 'deadline'))}
      </Paragraph>
      <Paragraph>
        If the deadline does not work for you, reply to the editors early: it is much easier to find a new date before
        the work is due than after.
      </Paragraph>
      <Action href={context.url(text(data, 'link'))} label="Open the assignment" />
    </Layout>
  ),
};
