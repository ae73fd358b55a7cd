import { NewsletterLinkPage } from './NewsletterLinkPage';
import { useConfirmNewsletterMutation } from './newsletterLinksApi';

/** `/newsletter/confirm?token=`: the double opt-in's page (D18). */
export default function NewsletterConfirmPage() {
  const [confirm, state] = useConfirmNewsletterMutation();
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      explanation="Confirm that you want to receive the newsletter at this address."
      action="Confirm my subscription"
      run={(token) => confirm(token).unwrap()}
      state={state}
    />
  );
}
