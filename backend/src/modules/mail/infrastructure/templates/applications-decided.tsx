import { Action, Layout, Note, Paragraph } from './layout';
import { firstNameOf, optionalText, text, type MailTemplate } from './template';

/**
 * An editor approved or rejected the member's application (D2 step 5, D18), with the editor's note when there is
 * one. Data: `decision` (`approved` | `rejected`), `note`, `link` (the member home, which shows the same note).
 */
export const applicationsDecided: MailTemplate = {
  subject: (data, { brandName }) =>
    text(data, 'decision') === 'approved'
      ? `Welcome aboard: your application to ${brandName} is approved`
      : `About your application to ${brandName}`,
  body: (data, context) => {
    const approved = text(data, 'decision') === 'approved';
    const note = optionalText(data, 'note');
    const name = firstNameOf(context.recipientName);
    return (
      <Layout
        {...context}
        preview={
          approved ? 'The editors said yes. Here is what comes next.' : 'The editors have read your application.'
        }
        heading={approved ? 'Your application is approved' : 'Your application was not accepted this time'}
      >
        {approved ? (
          <Paragraph>
            Hi {name}, the editors have read your application and would love to work with you. With your membership
            active, paid assignments open to you on your dashboard: pick the briefs that suit you, or wait for an editor
            to send one your way.
          </Paragraph>
        ) : (
          <Paragraph>
            Hi {name}, thank you for applying to {context.brandName} and for the time you gave it. The editors have
            decided not to accept your application for now. This is about the collective&apos;s current needs as much as
            your writing, and the writing tools, courses and prompts stay open to you.
          </Paragraph>
        )}
        {note && (
          <>
            <Paragraph>A note from the editors:</Paragraph>
            <Note>{note}</Note>
          </>
        )}
        <Action
          href={context.url(text(data, 'link'))}
          label={approved ? 'See your next step' : 'Open your home page'}
        />
      </Layout>
    );
  },
};
