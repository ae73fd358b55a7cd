import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, int, text, type MailTemplate } from './template';
import { dollars } from './work-facts';

/** An editor marked the member's payout completed: the money is sent (D9, D18). Data: `title`, `amountCents`, `link`. */
export const payoutsSent: MailTemplate = {
  subject: (data) => `Your payout of ${dollars(int(data, 'amountCents'))} is on its way`,
  body: (data, context) => (
    <Layout {...context} preview={`Payment for “${text(data, 'title')}” has been sent.`} heading="Your payout is sent">
      <Paragraph>
        Hi {firstNameOf(context.recipientName)}, we have sent {dollars(int(data, 'amountCents'))} for “
        {text(data, 'title')}”. Depending on your bank it can take a few business days to arrive.
      </Paragraph>
      <Paragraph>
        The payout now shows as completed in your payout history. If it has not reached you within a week, write to us
        and we will look into it.
      </Paragraph>
      <Action href={context.url(text(data, 'link'))} label="See your payouts" />
    </Layout>
  ),
};
