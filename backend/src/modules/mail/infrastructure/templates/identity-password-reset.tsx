import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, int, text, type MailTemplate } from './template';

/** D19: the forgot-password link (valid 60 minutes, single use). Security mail: always sent. */
export const identityPasswordReset: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: reset your password`,
  body: (data, context) => {
    const minutes = int(data, 'validMinutes');
    return (
      <Layout
        {...context}
        preview={`Choose a new password. The link works for ${minutes} minutes.`}
        heading="Reset your password"
      >
        <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
        <Paragraph>
          Someone, hopefully you, asked to reset the password of your {context.brandName} account. Choose a new one with
          the button below; you will be signed in straight away, and every other device signed in to your account will
          be signed out.
        </Paragraph>
        <Action href={context.url(text(data, 'resetPath'))} label="Choose a new password" />
        <Paragraph>
          The link works for {minutes} minutes and only once. If you did not ask for it, ignore this email: your
          password stays as it is. If these emails keep coming, tell us at {context.supportEmail}.
        </Paragraph>
      </Layout>
    );
  },
};
