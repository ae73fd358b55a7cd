import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useSession } from '../auth/useSession';
import { StatCards } from './StatCards';
import './dashboard.css';

// The rest of the page (the tabs, progress, activity, resources, actions, membership) is built with antd: it comes in
// chunks of its own, fetched once the title, the welcome and the four figures (plain HTML) have been painted, so the
// first view waits for neither their download nor their rendering (issue 17: the dashboard's first view).
const DashboardRest = lazy(() => import('./DashboardRest'));

/** Calls `then` once the browser has painted what is on screen now (the frame after the next one starts). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The member dashboard (spec section 2, D4, D5, D9): four figures, the tabs (each reachable as `?tab=`), and
 * below them the member's activity, resources, quick actions and membership. Every figure comes from the API.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const [painted, setPainted] = useState(false);
  // A transition: React renders the rest in short slices, leaving the main thread free in between.
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  const placeholder = <div className="pw-dashboard__rest-placeholder" aria-busy="true" />;

  return (
    <section className="pw-page pw-dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p className="pw-lead">
        Welcome back, {user?.firstName.trim() || 'Writer'}. Your assignments, payouts and earnings in one place.
      </p>
      <StatCards />
      <Suspense fallback={placeholder}>{painted ? <DashboardRest /> : placeholder}</Suspense>
    </section>
  );
}
