import { hydratesOnInteraction } from './prerenderRoutes';

describe('hydratesOnInteraction', () => {
  it('leaves pages for reading, the sign-in page and the landing page as sent until the first interaction', () => {
    for (const path of [
      '/',
      '/login',
      '/blog',
      '/blog/how-to-pitch-an-editor',
      '/articles/blog-writing-jobs',
      '/courses',
    ])
      expect([path, hydratesOnInteraction(path)]).toEqual([path, true]);
  });

  it('hydrates the pages whose forms are used at once', () => {
    for (const path of ['/register', '/apply', '/newsletter/confirm', '/forgot-password', '/contact'])
      expect([path, hydratesOnInteraction(path)]).toEqual([path, false]);
  });
});
