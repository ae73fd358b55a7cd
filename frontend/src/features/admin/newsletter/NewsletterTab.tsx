import { useState } from 'react';
import { FRESH } from '../api/adminApi';
import { useGetNewsletterIssuesQuery, type NewsletterIssueView } from './adminNewsletterApi';
import { IssueEditor } from './IssueEditor';
import { IssuesTable } from './IssuesTable';
import { SubscribersList } from './SubscribersList';
import './newsletter.css';

/** While an issue's messages are still queued, its counts are asked for again this often. */
const DELIVERY_POLL_MS = 3000;

/**
 * The Newsletter tab of /admin (D18): write an issue, preview it, send a test to yourself, send it to every
 * confirmed subscriber and follow its delivery; below, the subscribers.
 */
export function NewsletterTab() {
  const [draft, setDraft] = useState<NewsletterIssueView | null>(null);
  const [delivering, setDelivering] = useState(false);
  const { data: issues, isFetching } = useGetNewsletterIssuesQuery(undefined, {
    ...FRESH,
    pollingInterval: delivering ? DELIVERY_POLL_MS : 0,
  });
  const stillQueued = (issues ?? []).some((issue) => issue.delivery.queued > 0);
  if (stillQueued !== delivering) setDelivering(stillQueued);

  return (
    <div className="pw-admin-newsletter">
      <IssueEditor key={draft?.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} />
      <section aria-labelledby="pw-admin-newsletter-issues">
        <h2 id="pw-admin-newsletter-issues">Issues</h2>
        <IssuesTable issues={issues} loading={isFetching && !issues} onEdit={setDraft} />
      </section>
      <SubscribersList />
    </div>
  );
}
