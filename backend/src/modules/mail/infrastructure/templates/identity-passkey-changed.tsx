import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, optionalText, text, type MailTemplate } from './template';

type Change = 'added' | 'renamed' | 'removed';

const CHANGES: Record<Change, { subject: string; heading: string }> = {
  added: { subject: 'a passkey was added to your account', heading: 'A passkey was added to your account' },
  renamed: { subject: 'a passkey on your account was renamed', heading: 'A passkey on your account was renamed' },
  removed: { subject: 'a passkey was removed from your account', heading: 'A passkey was removed from your account' },
};

function changeOf(data: Record<string, unknown>): Change {
  const change = text(data, 'change');
  if (change !== 'added' && change !== 'renamed' && change !== 'removed') {
    throw new Error(`mail data: change must be added, renamed or removed (got "${change}")`);
  }
  return change;
}

/**
 * D19: a passkey added, renamed or removed. A passkey signs in without the password, so one added by someone else
 * is a takeover: the member hears of every change and is told what to do if it was not them.
 */
export const identityPasskeyChanged: MailTemplate = {
  subject: (data, { brandName }) => `${brandName}: ${CHANGES[changeOf(data)].subject}`,
  body: (data, context) => {
    const change = changeOf(data);
    const name = text(data, 'name');
    const previousName = optionalText(data, 'previousName');
    return (
      <Layout {...context} preview={CHANGES[change].heading} heading={CHANGES[change].heading}>
        <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
        <Paragraph>
          {change === 'added' &&
            `A passkey named "${name}" was added to your ${context.brandName} account. It signs in to your account ` +
              'without your password.'}
          {change === 'renamed' && `Your passkey "${previousName ?? name}" is now named "${name}".`}
          {change === 'removed' &&
            `The passkey "${name}" was removed from your ${context.brandName} account and no longer signs in to it.`}
        </Paragraph>
        <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
        <Paragraph>
          If you did not, someone else may have access to your account. Remove any passkey you do not recognise on the
          Account tab of your dashboard, change your password, and write to us at {context.supportEmail}.
        </Paragraph>
        <Action href={context.url('/dashboard?tab=account')} label="Review my passkeys" />
      </Layout>
    );
  },
};
