import { lazy, Suspense } from 'react';
import { EmailConfirmationBanner } from '../auth/EmailConfirmationBanner';
import { useSession } from '../auth/useSession';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { StatCards } from './StatCards';
import { useAfterPaint } from './useAfterPaint';
import './dashboard.css';

// The rest of the page (the tabs, progress, activity, resources, actions, membership) is built with antd: it comes in
// chunks of its own, fetched once the title, the welcome and the four figures (plain HTML) have been painted, so the
// first view waits for neither their download nor their rendering (issue 17: the dashboard's first view).
const DashboardRest = lazy(() => import('./DashboardRest'));

/**
 * The member dashboard (spec section 2, D4, D5, D9): four figures, the tabs (each reachable as `?tab=`), and
 * below them the member's activity, resources, quick actions and membership. Every figure comes from the API.
 */
export default function DashboardPage() {
  // The server renders this page for its member (entry-server.tsx renderForMember): its head comes from here too.
  usePageMeta({
    title: pageTitle('Dashboard'),
    description: 'Your assignments, payouts and earnings in one place.',
    noindex: true,
  });
  const { user } = useSession();
  const painted = useAfterPaint();
  const placeholder = <div className="pw-dashboard__rest-placeholder" aria-busy="true" />;

  return (
    <section className="pw-page pw-dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p className="pw-lead">
        Welcome back, {user?.firstName.trim() || 'Writer'}. Your assignments, payouts and earnings in one place.
      </p>
      <EmailConfirmationBanner />
      <StatCards />
      <Suspense fallback={placeholder}>{painted ? <DashboardRest /> : placeholder}</Suspense>
    </section>
  );
}
