import { Action, Layout, Paragraph } from './layout';
import { accountLink, dollars, longDate } from './billing-format';
import { firstNameOf, int, text, type MailTemplate } from './template';

/** A cancellation undone (D18): the membership renews as before. */
export const billingSubscriptionResumed: MailTemplate = {
  subject: (data, { brandName }) => `${brandName}: your ${text(data, 'tierName')} membership will continue`,
  body: (data, context) => {
    const tier = text(data, 'tierName');
    const renewsOn = longDate(data, 'renewsOn');
    return (
      <Layout
        {...context}
        preview={`Your ${tier} membership is no longer cancelled.`}
        heading="Your membership continues"
      >
        <Paragraph>
          Hi {firstNameOf(context.recipientName)}, welcome back: your {tier} membership is no longer cancelled.
        </Paragraph>
        <Paragraph>
          It renews at {dollars(int(data, 'priceCents'))} a month
          {renewsOn ? `, with the next payment on ${renewsOn}` : ''}. You can cancel again at any time from your Account
          page.
        </Paragraph>
        <Action href={accountLink(data, context)} label="View your membership" />
      </Layout>
    );
  },
};
