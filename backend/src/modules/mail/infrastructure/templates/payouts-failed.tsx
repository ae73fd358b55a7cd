import { Action, Layout, Note, Paragraph } from './layout';
import { firstNameOf, int, optionalText, text, type MailTemplate } from './template';
import { dollars } from './work-facts';

/**
 * A payout could not be sent (D18): the money stays owed to the member. Data: `title`, `amountCents`, `reason`
 * (optional: what the payment provider answered, in words a member can act on), `link`.
 */
export const payoutsFailed: MailTemplate = {
  subject: (data) => `Your payout of ${dollars(int(data, 'amountCents'))} could not be sent`,
  body: (data, context) => {
    const reason = optionalText(data, 'reason');
    return (
      <Layout
        {...context}
        preview="Your earnings are safe; we need a detail from you."
        heading="We could not send your payout"
      >
        <Paragraph>
          Hi {firstNameOf(context.recipientName)}, we tried to send {dollars(int(data, 'amountCents'))} for “
          {text(data, 'title')}”, but the payment did not go through. Your earnings are safe: the amount stays owed to
          you, and nothing is lost.
        </Paragraph>
        {reason && (
          <>
            <Paragraph>What the payment service told us:</Paragraph>
            <Note>{reason}</Note>
          </>
        )}
        <Paragraph>
          Please check your payout details, then reply to this message or write to {context.supportEmail}, and we will
          send it again.
        </Paragraph>
        <Action href={context.url(text(data, 'link'))} label="See your payouts" />
      </Layout>
    );
  },
};
