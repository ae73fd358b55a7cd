import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, optionalText, text, type MailTemplate } from './template';

/** What each change is called: the subject's and the heading's words, and what it means for the member. */
const CHANGES: Record<string, { subject: string; heading: string; body: string }> = {
  enabled: {
    subject: 'two-factor sign-in is on',
    heading: 'Two-factor sign-in is on',
    body: 'Signing in now takes a code from your authenticator app after your password. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
  },
  disabled: {
    subject: 'two-factor sign-in was turned off',
    heading: 'Two-factor sign-in was turned off',
    body: 'Signing in now takes only your password, and your recovery codes no longer work.',
  },
  'recovery-codes-regenerated': {
    subject: 'new recovery codes',
    heading: 'You have new recovery codes',
    body: 'Ten new recovery codes were made for your account, and the earlier ones no longer work.',
  },
  'recovery-code-used': {
    subject: 'a recovery code was used to sign in',
    heading: 'A recovery code was used to sign in',
    body: 'Someone signed in to your account with one of your recovery codes instead of a code from your authenticator app. That recovery code no longer works.',
  },
};

/**
 * D19: every change to a member's second factors, mailed so that a takeover cannot pass unnoticed (a security mail:
 * always sent, no unsubscribe).
 */
export const identityTwoFactorChanged: MailTemplate = {
  subject: (data, { brandName }) => `${brandName}: ${changeOf(data).subject}`,
  body: (data, context) => {
    const change = changeOf(data);
    const withRecoveryCode = optionalText(data, 'with') === 'recovery code';
    return (
      <Layout {...context} preview={change.heading} heading={change.heading}>
        <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
        <Paragraph>
          {change.body}
          {withRecoveryCode ? ' It was turned off with a recovery code.' : ''}
        </Paragraph>
        <Paragraph>If this was you, there is nothing more to do.</Paragraph>
        <Paragraph>
          If it was not, someone else may have your password. Reset it now and write to us at {context.supportEmail}{' '}
          straight away, and we will lock the account and put things right.
        </Paragraph>
        <Action href={context.url('/forgot-password')} label="Reset my password" />
      </Layout>
    );
  },
};

function changeOf(data: Record<string, unknown>) {
  const change = CHANGES[text(data, 'change')];
  if (!change) throw new Error(`identity.two-factor-changed: unknown change "${String(data.change)}"`);
  return change;
}
