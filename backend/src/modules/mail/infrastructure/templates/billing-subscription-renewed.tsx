import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Action, Layout, Paragraph, mailPalette } from './layout';
import { accountLink, dollars, longDate } from './billing-format';
import { firstNameOf, int, optionalText, text, type MailTemplate } from './template';

const cell = { color: mailPalette.text, fontSize: 15, lineHeight: '22px', margin: '4px 0' };

/** One line of the receipt: what, and its value. */
function ReceiptLine({ label, value }: { label: string; value: string }) {
  return (
    <Row>
      <Column style={{ width: '45%' }}>
        <Text style={{ ...cell, color: mailPalette.muted }}>{label}</Text>
      </Column>
      <Column>
        <Text style={cell}>{value}</Text>
      </Column>
    </Row>
  );
}

/** A renewal's receipt (D18): amount, date, plan and the card charged, when the provider names it. */
export const billingSubscriptionRenewed: MailTemplate = {
  subject: (data, { brandName }) =>
    `Your ${brandName} receipt: ${dollars(int(data, 'amountCents'))} for ${text(data, 'tierName')}`,
  body: (data, context) => {
    const tier = text(data, 'tierName');
    const amount = dollars(int(data, 'amountCents'));
    const paidOn = longDate(data, 'paidOn');
    const next = longDate(data, 'nextBillingDate');
    const card = optionalText(data, 'cardLast4');
    return (
      <Layout {...context} preview={`${amount} paid for your ${tier} membership.`} heading="Payment received">
        <Paragraph>
          Hi {firstNameOf(context.recipientName)},{' '}
          {data.afterTrial === true
            ? `your free trial has ended and your ${tier} membership has begun. Thank you: here is the receipt for your first payment.`
            : `your ${tier} membership has renewed. Thank you: here is your receipt.`}
        </Paragraph>
        <Section style={{ margin: '0 0 16px' }}>
          <ReceiptLine label="Amount paid" value={`${amount} (USD)`} />
          {paidOn && <ReceiptLine label="Date" value={paidOn} />}
          <ReceiptLine label="Plan" value={`${tier}, monthly`} />
          {card && <ReceiptLine label="Card" value={`Card ending in ${card}`} />}
          {next && <ReceiptLine label="Next payment" value={next} />}
        </Section>
        <Paragraph>Keep this email for your records. Your plan and its dates are on your Account page.</Paragraph>
        <Action href={accountLink(data, context)} label="View your membership" />
      </Layout>
    );
  },
};
