/**
 * Full-page navigations (leaving the single-page app), behind an object so tests can replace them.
 * `/api/login` is a server route (it redirects to the sign-in page, D7).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
