import { Action, Layout, Paragraph } from './layout';
import { accountLink, longDate } from './billing-format';
import { firstNameOf, text, type MailTemplate } from './template';

/**
 * A cancellation (D18): at the period's end (the member keeps access until then and can resume), or a membership
 * that ended at once (its payments kept failing, or it was cancelled at the provider).
 */
export const billingSubscriptionCancelled: MailTemplate = {
  subject: (data, { brandName }) =>
    data.endedNow === true
      ? `${brandName}: your ${text(data, 'tierName')} membership has ended`
      : `${brandName}: your ${text(data, 'tierName')} membership is cancelled`,
  body: (data, context) => {
    const tier = text(data, 'tierName');
    const until = longDate(data, 'accessUntil');
    const name = firstNameOf(context.recipientName);
    if (data.endedNow === true) {
      return (
        <Layout {...context} preview={`Your ${tier} membership has ended.`} heading="Your membership has ended">
          <Paragraph>
            Hi {name}, your {tier} membership ended{until ? ` on ${until}` : ''}, so you can no longer accept paid
            assignments. Your account, your work and your earnings stay as they are.
          </Paragraph>
          <Paragraph>You are welcome back at any time: choosing a plan again starts a new membership.</Paragraph>
          <Action href={context.url('/register')} label="Choose a plan" />
        </Layout>
      );
    }
    return (
      <Layout
        {...context}
        preview={`You keep access until ${until ?? 'the end of this period'}.`}
        heading="Your membership is cancelled"
      >
        <Paragraph>
          Hi {name}, your {tier} membership is cancelled as you asked. You keep full access until{' '}
          {until ?? 'the end of the period you have paid for'}, and nothing more will be charged.
        </Paragraph>
        <Paragraph>
          Changed your mind? Resume your membership from your Account page before then and it carries on as before.
        </Paragraph>
        <Action href={accountLink(data, context)} label="Resume your membership" />
      </Layout>
    );
  },
};
