import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import NotFoundPage from '../../features/not-found/NotFoundPage';
import { useSession } from '../../features/auth/useSession';
import { useGetTwoFactorStatusQuery } from '../../features/auth/twoFactor/twoFactorApi';
import { PageSpinner } from '../components/PageSpinner';

/*
 * The authentication switch of spec section 2, as layout routes (architecture rule 8).
 * Nothing session-dependent renders until the session check has answered, so a member never
 * sees the landing page flash and a visitor never sees a wrong "not found".
 */

/** `/`: the member home for members, the public landing page for visitors. */
export function SessionSwitch({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  return <>{status === 'authenticated' ? member : visitor}</>;
}

/**
 * /dashboard exists only for members. A visitor who opens it (an old bookmark, an expired session) is sent to
 * sign in rather than told the page does not exist. (/quiz and /writing-tools ask visitors to sign in themselves.)
 */
export function RequireMember() {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  return status === 'authenticated' ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * Admin pages: a spinner while the user is unknown, then `/` for anyone who is not an admin, and the set-up page for
 * an admin without a second factor (D19; the server refuses their admin calls with SECOND_FACTOR_REQUIRED, which asks
 * the status again).
 */
export function RequireAdmin() {
  const session = useSession();
  const isAdmin = Boolean(session.user?.isAdmin);
  const factors = useGetTwoFactorStatusQuery(undefined, { skip: !isAdmin });
  if (session.status === 'loading') return <PageSpinner />;
  if (!isAdmin) return <Navigate to="/" replace />;
  if (!factors.data) return factors.isError ? <Outlet /> : <PageSpinner />;
  return factors.data.methods.length > 0 ? <Outlet /> : <Navigate to="/admin/two-factor" replace />;
}

/** Any unmatched path: a spinner while the session loads (spec), then the not-found page. */
export function UnmatchedRoute() {
  const { status } = useSession();
  return status === 'loading' ? <PageSpinner /> : <NotFoundPage />;
}
