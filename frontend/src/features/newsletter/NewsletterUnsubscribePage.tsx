import { NewsletterLinkPage } from './NewsletterLinkPage';
import { useUnsubscribeNewsletterMutation } from './newsletterLinksApi';

/** `/newsletter/unsubscribe?token=`: the visible unsubscribe link of every issue (D18). */
export default function NewsletterUnsubscribePage() {
  const [unsubscribe, state] = useUnsubscribeNewsletterMutation();
  return (
    <NewsletterLinkPage
      title="Unsubscribe from the newsletter"
      explanation="You will no longer receive the newsletter at this address. You can subscribe again at any time."
      action="Unsubscribe"
      run={(token) => unsubscribe(token).unwrap()}
      state={state}
    />
  );
}
