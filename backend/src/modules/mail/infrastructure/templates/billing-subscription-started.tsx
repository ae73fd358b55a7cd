import { Action, Layout, Paragraph } from './layout';
import { accountLink, dollars, longDate } from './billing-format';
import { firstNameOf, int, text, type MailTemplate } from './template';

/** A membership begins (D18): the plan, its price, and the trial's end or what was charged today. */
export const billingSubscriptionStarted: MailTemplate = {
  subject: (data, { brandName }) => `Welcome to ${brandName}: your ${text(data, 'tierName')} membership has started`,
  body: (data, context) => {
    const tier = text(data, 'tierName');
    const price = dollars(int(data, 'priceCents'));
    const trialEnd = longDate(data, 'trialEnd');
    const next = longDate(data, 'nextBillingDate');
    return (
      <Layout {...context} preview={`Your ${tier} membership is active.`} heading="Your membership has started">
        <Paragraph>
          Hi {firstNameOf(context.recipientName)}, thank you for joining {context.brandName}. Your {tier} membership is
          active from today.
        </Paragraph>
        {trialEnd ? (
          <Paragraph>
            Your free trial runs until {trialEnd}. Nothing is charged before then; after it, your card is charged{' '}
            {price} a month unless you cancel before the trial ends.
          </Paragraph>
        ) : (
          <Paragraph>
            We charged {dollars(int(data, 'chargedCents'))} today for your first month.
            {next ? ` Your membership renews at ${price} a month; the next payment is on ${next}.` : ''}
          </Paragraph>
        )}
        <Paragraph>You can see your plan, change it or cancel it at any time from your Account page.</Paragraph>
        <Action href={accountLink(data, context)} label="View your membership" />
      </Layout>
    );
  },
};
