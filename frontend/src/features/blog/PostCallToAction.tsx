import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { useSession } from '../auth/useSession';

/**
 * How a post ends: a visitor is invited to apply, a member is sent back to their dashboard. Nothing until it is known
 * who is reading (the server's render knows at once: its reader is a visitor).
 */
export function PostCallToAction() {
  const { brandName, brandShortName } = useBrand();
  const { status } = useSession();
  if (status === 'loading') return null;
  const member = status === 'authenticated';
  return (
    <aside className="pw-cta" aria-labelledby="post-cta-title">
      <h2 id="post-cta-title">{member ? 'Put this into practice' : 'Get paid for writing like this'}</h2>
      <p>
        {member
          ? 'Your dashboard lists the open assignments, your submissions and your earnings; the writing tools have a fresh prompt waiting.'
          : `${brandName} members take on paid assignments from partner companies, with courses, editorial tools and editors behind them. Applying takes a few minutes.`}
      </p>
      <Link to={member ? '/dashboard' : '/apply'} className="pw-button pw-button--primary pw-button--large">
        {member ? 'Go to Your Dashboard' : `Apply to ${brandShortName} Today`}
      </Link>
    </aside>
  );
}
