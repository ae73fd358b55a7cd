import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useSession } from '../auth/useSession';
import './members-gate.css';

interface MembersOnlyGateProps {
  /** What the visitor is missing, e.g. "the jobs board". */
  feature: string;
  children: ReactNode;
}

/**
 * The members-only gate (spec section 2): members see the content; visitors see it blurred and
 * out of reach (inert: no focus, no clicks, hidden from screen readers) with Apply Now.
 */
export function MembersOnlyGate({ feature, children }: MembersOnlyGateProps) {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <>{children}</>;
  return (
    <div className="pw-gate">
      <div className="pw-gate__content" aria-hidden="true" inert>
        {children}
      </div>
      <div className="pw-gate__overlay">
        <section className="pw-gate__card" aria-labelledby="pw-gate-title">
          <h2 id="pw-gate-title">Members Only</h2>
          <p>
            {feature.charAt(0).toUpperCase() + feature.slice(1)} is available to members of the collective. Apply to
            join, or sign in if you are already a member.
          </p>
          <div className="pw-gate__actions">
            <Link to="/apply" className="pw-button pw-button--primary">
              Apply Now
            </Link>
            <Link to="/login" className="pw-button">
              Sign In
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
