import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/errors';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useLoginMutation, useLogoutMutation } from './authApi';
import { CredentialsForm } from './CredentialsForm';
import { SecondFactorForm } from './SecondFactorForm';
import { needsSecondFactor, type Credentials, type SecondFactorChallenge, type User } from './user';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

export default function AdminLoginPage() {
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [logout, { isLoading: signingOut }] = useLogoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondFactorChallenge | null>(null);
  const navigate = useNavigate();
  useDocumentTitle('Admin Sign In');

  async function signIn(credentials: Credentials) {
    setFailure(null);
    let answer: Awaited<ReturnType<ReturnType<typeof login>['unwrap']>>;
    try {
      answer = await login(credentials).unwrap();
    } catch (error) {
      setFailure(serverMessage(error, 'Login failed'));
      return;
    }
    if (needsSecondFactor(answer)) setSecondStep(answer);
    else await admit(answer);
  }

  async function admit({ isAdmin }: User) {
    setSecondStep(null);
    if (isAdmin) {
      navigate('/admin');
      return;
    }
    setFailure(ACCESS_DENIED);
    // The credentials were valid, so a member session now exists; this page must not leave it open.
    await logout()
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <section className="pw-page pw-auth">
      <Card className="pw-auth__card">
        <Typography.Title level={1} className="pw-auth__title">
          Admin Sign In
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          For editors who manage members, assignments and payouts.
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon title={failure} className="pw-auth__alert" />}
        {secondStep ? (
          <SecondFactorForm
            methods={secondStep.methods}
            onSignedIn={(user) => void admit(user)}
            onRestart={(message) => {
              setSecondStep(null);
              setFailure(message);
            }}
          />
        ) : (
          <CredentialsForm onSubmit={signIn} submitting={signingIn || signingOut} submitLabel="Sign In" />
        )}
        <ButtonLink to="/" type="link" icon={<ArrowLeftOutlined />} className="pw-auth__back">
          Back to Homepage
        </ButtonLink>
      </Card>
    </section>
  );
}
