import Alert from 'antd/es/alert';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { useToast } from '../../app/toast';
import { useLoginMutation } from './authApi';
import { CredentialsForm } from './CredentialsForm';
import { SecondFactorForm } from './SecondFactorForm';
import { loginFailureMessage } from './loginFailure';
import { PasskeySignIn } from './PasskeySignIn';
import { needsSecondFactor, type Credentials, type SecondFactorChallenge } from './user';

export default function LoginPage() {
  const { brandName } = useBrand();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondFactorChallenge | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  usePageMeta({
    title: pageTitle('Sign In'),
    description: `Sign in to ${brandName}: your assignments, payouts, courses and writing tools.`,
  });

  async function signIn(credentials: Credentials) {
    setFailure(null);
    try {
      const answer = await login(credentials).unwrap();
      if (needsSecondFactor(answer)) {
        setSecondStep(answer);
        return;
      }
      welcome();
    } catch (error) {
      const message = loginFailureMessage(error);
      setFailure(message);
      toast.error('Login failed', message);
    }
  }

  function welcome() {
    toast.success('Welcome back');
    navigate('/dashboard');
  }

  return (
    // Plain elements around the form rather than antd's Card and Typography: the sign-in page is prerendered for
    // visitors, and those two would bring tabs, tooltips and an editable text area into its first download.
    <section className="pw-page pw-auth">
      <div className="pw-card pw-auth__card">
        <h1 className="pw-auth__title">Sign In</h1>
        <p className="pw-auth__lead">Only actively employed members can access {brandName}.</p>
        {failure && (
          <Alert type="error" showIcon title="Login Failed" description={failure} className="pw-auth__alert" />
        )}
        {secondStep ? (
          <SecondFactorForm
            methods={secondStep.methods}
            onSignedIn={welcome}
            onRestart={(message) => {
              setSecondStep(null);
              setFailure(message);
            }}
          />
        ) : (
          <>
            <CredentialsForm onSubmit={signIn} submitting={isLoading} submitLabel="Sign In" />
            <PasskeySignIn onFailure={setFailure} />
          </>
        )}
        <p className="pw-auth__footer">
          Not a member yet? <Link to="/apply">Apply to join</Link>
        </p>
      </div>
    </section>
  );
}
