import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/**
 * Issue 26: sent to the address a member asked to change to. Opening the link is what changes the address, so a
 * typo or someone else's address changes nothing.
 */
export const identityEmailChangeConfirm: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: confirm your new email address`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="Open the link to start using this address for your account."
      heading="Confirm your new email address"
    >
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        You asked to change the email address of your {context.brandName} account from {text(data, 'oldEmail')} to this
        one. Open the link below to make the change: from then on you sign in with this address, and assignment news,
        payout receipts and password resets come here.
      </Paragraph>
      <Action href={context.url(text(data, 'confirmPath'))} label="Confirm my new email address" />
      <Paragraph>
        The link works for 24 hours and only once. Until it is opened, your account keeps its current address. If you
        did not ask for this, ignore this email: nothing changes.
      </Paragraph>
    </Layout>
  ),
};

/** Issue 26: sent to the current address when a change is asked for, so a takeover attempt cannot pass unnoticed. */
export const identityEmailChangeRequested: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: a change of your email address was requested`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="Your account keeps this address until the change is confirmed."
      heading="A change of your email address was requested"
    >
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        Someone signed in to your {context.brandName} account asked to change its email address to{' '}
        {text(data, 'newEmail')}. The change happens only when the link we sent to that address is opened, within 24
        hours; until then, you keep signing in with this address.
      </Paragraph>
      <Paragraph>If you made this request, there is nothing more to do.</Paragraph>
      <Paragraph>
        If you did not, someone may know your password. Change it now from the sign-in page, and write to us at{' '}
        {context.supportEmail}:
      </Paragraph>
      <Action href={context.url('/forgot-password')} label="Reset my password" />
    </Layout>
  ),
};
