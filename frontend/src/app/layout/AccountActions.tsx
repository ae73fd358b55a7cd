import { Link } from 'react-router-dom';
import { useSignOut } from '../../features/auth/useSignOut';
import { useSession } from '../../features/auth/useSession';

interface AccountActionsProps {
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void;
  /** Stretch the buttons to the container (mobile menu). */
  block?: boolean;
}

/*
 * The header's right side: Sign In and Apply Today for a visitor; for a member Dashboard, for an admin the Admin
 * Console, and for both the one Sign Out of the site. Plain links and buttons styled like the theme's antd buttons
 * (layout.css): the header is part of every first download, antd is not (see AntdTheme).
 */
export function AccountActions({ onAction, block = false }: AccountActionsProps) {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  const button = (variant: 'default' | 'primary') =>
    `pw-button pw-button--${variant}${block ? ' pw-button--block' : ''}`;

  if (session.status === 'loading') {
    // Same footprint as the buttons it stands for, like antd's Skeleton.Button.
    return (
      <div className="pw-account" aria-busy="true" aria-label="Loading your account">
        <span className={`pw-skeleton-button${block ? ' pw-button--block' : ''}`} />
        <span className={`pw-skeleton-button${block ? ' pw-button--block' : ''}`} />
      </div>
    );
  }

  if (session.status === 'authenticated') {
    // An editor's place is the console: the member dashboard (earnings, assignments to take) is not theirs.
    const home = session.user.isAdmin
      ? { to: '/admin', label: 'Admin Console' }
      : { to: '/dashboard', label: 'Dashboard' };
    return (
      <div className="pw-account">
        <Link to={home.to} className={button('default')} onClick={onAction}>
          {home.label}
        </Link>
        <button
          type="button"
          className={button('default')}
          disabled={signingOut}
          aria-busy={signingOut}
          onClick={() => {
            onAction?.();
            void signOut();
          }}
        >
          Sign Out
        </button>
      </div>
    );
  }

  return (
    <div className="pw-account">
      <Link to="/login" className={button('default')} onClick={onAction}>
        Sign In
      </Link>
      <Link to="/apply" className={button('primary')} onClick={onAction}>
        Apply Today
      </Link>
    </div>
  );
}
