import Alert from 'antd/es/alert';
import { ButtonLink } from '../../app/components/ButtonLink';
import { eligibilityFix } from './planOffers';
import { useMemberState } from './useMemberState';

/** Why the server refused an accept, with the one link that fixes it (Take Quiz, Subscribe Now, Upgrade Plan). */
export function EligibilityNotice({ message, onClose }: { message: string | null; onClose(): void }) {
  const { user, applicationStatus } = useMemberState();
  const fix = user ? eligibilityFix(user, applicationStatus) : null;
  return (
    <div aria-live="polite">
      {message && (
        <Alert
          className="pw-dashboard__notice"
          type="warning"
          showIcon
          title={message}
          closable={{ onClose }}
          action={
            fix && (
              <ButtonLink to={fix.to} type="primary" size="small">
                {fix.label}
              </ButtonLink>
            )
          }
        />
      )}
    </div>
  );
}
