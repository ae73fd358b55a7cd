import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

/**
 * A link that looks like one of the theme's buttons, in plain HTML (controls.css): ButtonLink's counterpart for views
 * that load no antd, or render many of them at once (the dashboard's first view, issue 17). react-router's Link
 * navigates inside the app on a plain click and stays a real link otherwise.
 */
export function LinkButton({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={primary ? 'pw-button pw-button--primary' : 'pw-button'}>
      {children}
    </Link>
  );
}
