/** Integer cents as a writer reads them in mail (D9: cents inside, dollars shown), one format with the pages'. */
export { dollars } from '../../../../shared/domain/money';

/**
 * A deadline in mail: the date and time in UTC, said so, since a message cannot know the reader's time zone
 * ("Friday, December 4, 2026 at 5:00 PM UTC").
 */
export function deadlineText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new Error('mail data: deadline must be a date');
  const date = at.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${date} at ${time} UTC`;
}
