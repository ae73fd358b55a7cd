import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, int, text, type MailTemplate } from './template';
import { dollars } from './work-facts';

/**
 * An editor accepted the member's work: the assignment is complete and its payout is open (D9, D18). Data:
 * `title`, `payCents`, `link` (the Payouts tab).
 */
export const assignmentsCompleted: MailTemplate = {
  subject: (data) => `Work accepted: ${text(data, 'title')} (${dollars(int(data, 'payCents'))})`,
  body: (data, context) => (
    <Layout
      {...context}
      preview={`${dollars(int(data, 'payCents'))} is now in your pending earnings.`}
      heading="Your work is complete"
    >
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, your editor has accepted “{text(data, 'title')}”. Thank you for the
        care you put into it.
      </Paragraph>
      <Paragraph>
        {dollars(int(data, 'payCents'))} is now in your pending earnings. You can request your payout from the Payouts
        tab, and we will write again when the money is sent.
      </Paragraph>
      <Action href={context.url(text(data, 'link'))} label="See your payouts" />
    </Layout>
  ),
};
