import { Action, Layout, Paragraph } from './layout';
import { firstNameOf, text, type MailTemplate } from './template';

/** D18: the first message a new member gets, with the link that confirms their address (valid 7 days). */
export const identityWelcome: MailTemplate = {
  subject: (_data, { brandName }) => `Welcome to ${brandName}: please confirm your email address`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="One click confirms your address, and your desk in the collective is ready."
      heading={`Welcome to ${context.brandName}`}
    >
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        We are glad you are here. {context.brandName} is a collective of freelance writers and editors who take on paid
        assignments together, sharpen each other&apos;s drafts and get paid on time. Your membership is active, and your
        dashboard is where it all happens: open assignments, your submissions and your earnings.
      </Paragraph>
      <Paragraph>
        One thing first: please confirm that this address is yours. We send revision notes, payout receipts and password
        resets here, and we release payouts only to a confirmed address.
      </Paragraph>
      <Action href={context.url(text(data, 'confirmPath'))} label="Confirm my email address" />
      <Paragraph>
        The link works for 7 days. If it has expired, sign in and choose Resend on your dashboard for a fresh one.
      </Paragraph>
      <Paragraph>
        A good first hour: take the writing assessment if you have not yet, read the style guide in Resources, and
        browse the open assignments. Editors answer questions at {context.supportEmail}.
      </Paragraph>
      <Paragraph>See you on the page, the {context.brandName} editors</Paragraph>
    </Layout>
  ),
};
