import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/**
 * D19: sent to the old address when a member's e-mail changes, so a takeover cannot pass unnoticed. The new address
 * is shown in full: the old owner must be able to tell whether it is theirs.
 */
export const identityEmailChanged: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: your email address was changed`,
  body: (data, context) => (
    <Layout {...context} preview="Your account now uses a new email address." heading="Your email address was changed">
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        The email address of your {context.brandName} account was changed to {text(data, 'newEmail')}. From now on,
        assignment news, payout receipts and password resets go there, and you sign in with it.
      </Paragraph>
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Paragraph>
        If you did not, someone else may have access to your account. Write to us at {context.supportEmail} straight
        away and we will lock it and put things right. You can also reset your password from the sign-in page:
      </Paragraph>
      <Action href={context.url('/forgot-password')} label="Reset my password" />
    </Layout>
  ),
};
