import { Action, Layout, Paragraph } from './layout';
import { text, type MailTemplate } from './template';

/** Double opt-in (D18): the address confirms its subscription from this mail before any issue is sent to it. */
export const newsletterConfirm: MailTemplate = {
  subject: (_data, { brandName }) => `Confirm your subscription to the ${brandName} newsletter`,
  body: (data, context) => (
    <Layout {...context} preview="One click confirms your newsletter subscription." heading="Confirm your subscription">
      <Paragraph>
        Someone, hopefully you, asked to receive the {context.brandName} newsletter at this address. Confirm it and the
        next issue will reach you.
      </Paragraph>
      <Action href={context.url(text(data, 'confirmUrl'))} label="Confirm my subscription" />
      <Paragraph>If you did not ask for it, ignore this message: nothing will be sent to you.</Paragraph>
    </Layout>
  ),
};
