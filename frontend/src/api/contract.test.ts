import type { ApiBody, ApiQuery, ApiResponse, ApiSchema } from './contract';

// Checked by the typecheck: a helper that stopped finding a route's types would turn these into `never`,
// and every endpoint typed with it would silently accept anything.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const routesFound: [
  Same<ApiResponse<'/api/user', 'get'>, ApiSchema<'UserView'>>,
  Same<ApiResponse<'/api/admin/feed-posts', 'post'>, ApiSchema<'FeedPost'>>,
  Same<ApiResponse<'/api/logout', 'post'>, never>,
  Same<ApiBody<'/api/login', 'post'>, ApiSchema<'LoginDto'>>,
  Same<ApiQuery<'/api/blog/posts', 'get'>, { limit?: number }>,
] = [true, true, true, true, true];

describe('the API contract helpers', () => {
  it('find the types of a route: its success answer (200 or 201), its body and its query', () => {
    expect(routesFound).toEqual([true, true, true, true, true]);
  });
});
