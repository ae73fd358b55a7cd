import { Layout, Note, Paragraph } from './layout';
import { firstNameOf, type MailTemplate } from './template';

/**
 * D19: the confirmation that an account was deleted, by the member or by an editor (`data.byEditor`), sent to the
 * address being erased. The outbox forgets the address once it is delivered (FORGETS_RECIPIENT_AFTER_DELIVERY).
 */
export const identityAccountDeleted: MailTemplate = {
  subject: (_data, { brandName }) => `${brandName}: your account has been deleted`,
  body: (data, context) => (
    <Layout
      {...context}
      preview="Your account and your personal data are gone."
      heading="Your account has been deleted"
    >
      <Paragraph>Hi {firstNameOf(context.recipientName)},</Paragraph>
      <Paragraph>
        {data.byEditor === true
          ? `An editor of ${context.brandName} has deleted your account.`
          : `As you asked, your ${context.brandName} account has been deleted.`}{' '}
        Your subscription is cancelled and will not be charged again, you are signed out everywhere, and your profile,
        application, drafts, course progress and preferences have been erased.
      </Paragraph>
      <Paragraph>
        The work you handed in and the payouts for it are kept for our accounts, without your name: the law asks us to
        keep records of what we paid.
      </Paragraph>
      <Note>
        {`If you did not ask for this, write to us at ${context.supportEmail}. This is the last message we send to ` +
          'this address, and we keep no copy of it.'}
      </Note>
    </Layout>
  ),
};
