import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/components/useDocumentTitle';
import { PageSpinner } from '../../../app/components/PageSpinner';
import { useSession } from '../useSession';
import { TwoFactorCard } from './TwoFactorCard';
import { useGetTwoFactorStatusQuery } from './twoFactorApi';

/**
 * D19: administrators need a second factor. An admin without one is brought here before any admin page opens (the
 * admin pages' guard, and any admin call answering SECOND_FACTOR_REQUIRED), sets one up, then goes on to the console.
 */
export default function AdminTwoFactorPage() {
  useDocumentTitle('Set up two-factor sign-in');
  const session = useSession();
  const status = useGetTwoFactorStatusQuery(undefined, { skip: !session.user?.isAdmin });
  const navigate = useNavigate();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user?.isAdmin) return <Navigate to="/" replace />;
  const ready = (status.data?.methods.length ?? 0) > 0;
  return (
    <section className="pw-page pw-admin-two-factor">
      <h1>Set up two-factor sign-in</h1>
      <Alert
        type={ready ? 'success' : 'info'}
        showIcon
        title={
          ready
            ? 'Two-factor sign-in is on. Save your recovery codes, then open the admin console.'
            : 'Administrators can move money and delete members, so the admin console needs a second step at sign-in. Set up an authenticator app to continue.'
        }
      />
      <TwoFactorCard />
      <Button type="primary" size="large" disabled={!ready} onClick={() => navigate('/admin')}>
        Open the admin console
      </Button>
    </section>
  );
}
