import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, type MailTemplate } from './template';

/** Issue 26: the member changed their password from the Account tab; every other session was signed out. */
export const identityPasswordChanged: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: your password was changed`,
  body: (_data, context) => (
    <Layout {...context} preview="Your account has a new password." heading="Your password was changed">
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        The password of your {context.brandName} account was just changed from your dashboard. Every other device signed
        in to your account was signed out; the browser that made the change stays signed in.
      </Paragraph>
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Paragraph>
        If you did not, someone else may have access to your account. Reset your password from the sign-in page straight
        away and write to us at {context.supportEmail}:
      </Paragraph>
      <Action href={context.url('/forgot-password')} label="Reset my password" />
    </Layout>
  ),
};
