import { Action, Layout, Paragraph } from './layout';
import { accountLink, dollars } from './billing-format';
import { firstNameOf, int, text, type MailTemplate } from './template';

/** A renewal's payment failed (D18): what happens next, and where to put it right. */
export const billingPaymentFailing: MailTemplate = {
  subject: (data, { brandName }) => `${brandName}: your ${text(data, 'tierName')} payment did not go through`,
  body: (data, context) => {
    const tier = text(data, 'tierName');
    const amount = dollars(int(data, 'amountCents'));
    return (
      <Layout {...context} preview={`We could not charge ${amount} for your membership.`} heading="Your payment failed">
        <Paragraph>
          Hi {firstNameOf(context.recipientName)}, we tried to charge {amount} for your {tier} membership, but the
          payment did not go through.
        </Paragraph>
        <Paragraph>
          What happens next: your membership stays active for now, and we will try the card again over the next few
          days. If those tries fail too, your membership ends and you can no longer accept paid assignments.
        </Paragraph>
        <Paragraph>
          To fix it, check that your card has not expired and has funds, or ask your bank why it declined the charge. To
          pay with another card, choose your plan again from your Account page, or write to {context.supportEmail} and
          we will help.
        </Paragraph>
        <Action href={accountLink(data, context)} label="Review your membership" />
      </Layout>
    );
  },
};
