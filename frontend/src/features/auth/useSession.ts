import { useGetUserQuery } from './authApi';
import type { User } from './user';

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/**
 * The authentication state every route and the header decide on (spec section 4).
 * A failed session check (server down) counts as signed out rather than blocking the site.
 */
export function useSession(): Session {
  const { data, isLoading } = useGetUserQuery();
  if (isLoading) return { status: 'loading', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'unauthenticated', user: null };
}
