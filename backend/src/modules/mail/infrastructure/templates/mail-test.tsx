import { Layout, Paragraph } from './layout';
import type { MailTemplate } from './template';

/** The test message an operator sends from /admin/mail to check that mail leaves (security: always sent). */
export const mailTest: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: a test message`,
  body: (_data, context) => (
    <Layout {...context} preview="Mail from this server reaches you." heading="Mail is working">
      <Paragraph>
        Hi {context.recipientName}, this test message left the server and reached you, so its mail settings work.
      </Paragraph>
    </Layout>
  ),
};
