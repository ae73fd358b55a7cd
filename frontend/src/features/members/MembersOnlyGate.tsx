import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useSession } from '../auth/useSession';
import { opensMembersOnlyPages } from '../auth/user';
import { SubscribeGate } from './SubscribeGate';
import './members-gate.css';

interface MembersOnlyGateProps {
  /** What the visitor is missing, e.g. "the jobs board". */
  feature: string;
  /** What a visitor sees instead of the blurred content (the writing tools ask to sign in, spec section 2). */
  visitor?: ReactNode;
  children: ReactNode;
}

/**
 * The members-only gate, the one component of every members-only page (spec section 2, D20):
 * - members whose membership opens the members-only pages (the server's answer with the session user: an active
 *   subscription, paid, trial or granted by an editor, or an administrator) see the content;
 * - a signed-in person without an active subscription sees what the membership gives with Subscribe Now, and not
 *   the content (whose calls the server refuses with SUBSCRIPTION_REQUIRED);
 * - visitors see the content blurred and out of reach (inert: no focus, no clicks, hidden from screen readers) with
 *   Apply Now and Sign In, or the page's own `visitor` state.
 */
export function MembersOnlyGate({ feature, visitor, children }: MembersOnlyGateProps) {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated')
    return opensMembersOnlyPages(user) ? <>{children}</> : <SubscribeGate feature={feature} />;
  if (visitor) return <>{visitor}</>;
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
