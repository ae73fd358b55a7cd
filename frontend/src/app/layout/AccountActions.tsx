import { Button, Skeleton } from 'antd';
import { useSignOut } from '../../features/auth/useSignOut';
import { useSession } from '../../features/auth/useSession';
import { ButtonLink } from '../components/ButtonLink';

interface AccountActionsProps {
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void;
  /** Stretch the buttons to the container (mobile menu). */
  block?: boolean;
}

/** The header's right side: placeholder while the session loads, then member or visitor actions. */
export function AccountActions({ onAction, block = false }: AccountActionsProps) {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();

  if (session.status === 'loading') {
    return (
      <div className="pw-account" aria-busy="true" aria-label="Loading your account">
        <Skeleton.Button active block={block} />
        <Skeleton.Button active block={block} />
      </div>
    );
  }

  if (session.status === 'authenticated') {
    return (
      <div className="pw-account">
        <ButtonLink to="/dashboard" block={block} onNavigate={onAction}>
          Dashboard
        </ButtonLink>
        <Button
          block={block}
          loading={signingOut}
          onClick={() => {
            onAction?.();
            void signOut();
          }}
        >
          Sign Out
        </Button>
      </div>
    );
  }

  return (
    <div className="pw-account">
      <ButtonLink to="/login" block={block} onNavigate={onAction}>
        Sign In
      </ButtonLink>
      <ButtonLink to="/apply" type="primary" block={block} onNavigate={onAction}>
        Apply Today
      </ButtonLink>
    </div>
  );
}
