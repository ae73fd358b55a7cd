import { Action, Layout, Note, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';
import { deadlineText } from './work-facts';

/**
 * An editor scheduled the member's one-to-one session (D20, D18). Data: `topic`, `scheduledAt` (ISO), `meetingLink`
 * (https, checked when the editor gave it), `link` (the dashboard, where the session is shown).
 */
export const mentoringSessionScheduled: MailTemplate = {
  subject: (data) => `Your one-to-one session is booked for ${deadlineText(text(data, 'scheduledAt'))}`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="A senior editor has booked your one-to-one session."
      heading="Your one-to-one session is booked"
    >
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, a senior editor will meet you on{' '}
        {deadlineText(text(data, 'scheduledAt'))} to talk about:
      </Paragraph>
      <Note>{text(data, 'topic')}</Note>
      <Paragraph>Join the meeting at {text(data, 'meetingLink')} a few minutes before it starts.</Paragraph>
      <Action href={context.url(text(data, 'link'))} label="See your session" />
    </Layout>
  ),
};

/** An editor declined the member's request, with a note (D20, D18). Data: `topic`, `note`, `link`. */
export const mentoringSessionDeclined: MailTemplate = {
  subject: () => 'About your one-to-one session request',
  body: (data, context) => (
    <Layout {...context} preview="A note from the editors about your session request." heading="Your session request">
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, thank you for asking for a one-to-one session about “
        {text(data, 'topic')}”. The editors could not schedule it this time, and left you this note:
      </Paragraph>
      <Note>{text(data, 'note')}</Note>
      <Paragraph>A declined request does not count against your monthly sessions: you can ask again at once.</Paragraph>
      <Action href={context.url(text(data, 'link'))} label="Request another session" />
    </Layout>
  ),
};
