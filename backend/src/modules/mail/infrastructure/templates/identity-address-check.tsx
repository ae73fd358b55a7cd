import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/** D18: the banner's Resend, a fresh link that confirms the member's address (valid 7 days). */
export const identityAddressCheck: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: confirm your email address`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="Confirm your address so payouts and notes reach you."
      heading="Confirm your email address"
    >
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        You asked for a new confirmation link. Confirming tells us this inbox is yours, so editors&apos; notes, payout
        receipts and password resets reach you, and your payouts can be released.
      </Paragraph>
      <Action href={context.url(text(data, 'confirmPath'))} label="Confirm my email address" />
      <Paragraph>
        The link works for 7 days and only once. If you did not ask for it, you can ignore this email: nothing changes
        until someone opens the link and confirms.
      </Paragraph>
    </Layout>
  ),
};
