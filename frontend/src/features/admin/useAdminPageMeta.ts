import { pageTitle, usePageMeta } from '../seo/pageMeta';

/**
 * An admin page's title, and its head when the server renders it for the admin (issue 29: the server's render asks
 * every page for its head): never indexed.
 */
export function useAdminPageMeta(title: string) {
  usePageMeta({
    title: pageTitle(title),
    description: 'The editors’ console of the collective: members, assignments, reviews and payouts.',
    noindex: true,
  });
}
