import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, serverMessage } from '../../api/errors';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useToast } from '../../app/toast';
import { useCheckPasswordResetMutation, useResetPasswordMutation } from './accountLinksApi';
import { LinkFailure } from './LinkFailure';
import { PasswordFields } from './PasswordFields';
import { SecondFactorForm } from './SecondFactorForm';
import { needsSecondFactor, type SecondFactorChallenge } from './user';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

const LINK_PROBLEMS = [
  'ACCOUNT_LINK_INVALID',
  'ACCOUNT_LINK_EXPIRED',
  'ACCOUNT_LINK_USED',
  'ACCOUNT_LINK_WRONG_ACCOUNT',
];
const MISSING_TOKEN = {
  status: 400,
  data: {
    code: 'ACCOUNT_LINK_INVALID',
    message: 'This password reset link is not valid. Open the link from the email exactly as it arrived.',
  },
};

/**
 * The reset page the mail links to (D19): it checks the link first, so an expired or used one says so before the
 * member types anything; then takes the new password twice (spec section 5's rules), which signs the member in
 * here (every other session ends) and takes them to their home.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useSearchParams()[0].get('token') ?? '';
  const [check, checked] = useCheckPasswordResetMutation();
  const [reset, { isLoading: saving, error: resetError }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [secondStep, setSecondStep] = useState<SecondFactorChallenge | null>(null);

  useEffect(() => {
    if (token) void check(token);
  }, [check, token]);

  async function save(values: NewPassword) {
    let answer;
    try {
      answer = await reset({ token, ...values }).unwrap();
    } catch {
      return; // shown below
    }
    // With two-factor sign-in on, the mailed link alone does not sign in: the second factor follows.
    if (needsSecondFactor(answer)) setSecondStep(answer);
    else signedIn();
  }

  function signedIn() {
    toast.success('Password changed', 'You are signed in. Other devices have been signed out.');
    navigate('/');
  }

  const linkError = !token
    ? MISSING_TOKEN
    : (checked.error ?? (LINK_PROBLEMS.includes(errorCode(resetError) ?? '') ? resetError : null));

  let body;
  if (secondStep) {
    body = (
      <>
        <p className="pw-auth__lead">Your password is changed. To sign in, confirm it is you.</p>
        <SecondFactorForm
          methods={secondStep.methods}
          onSignedIn={signedIn}
          onRestart={(message) => {
            toast.error('Sign in with your new password', message);
            navigate('/login');
          }}
        />
      </>
    );
  } else if (linkError) {
    body = <LinkFailure error={linkError} action={<Link to="/forgot-password">Ask for a new link</Link>} />;
  } else if (!checked.data) {
    body = <PageSpinner />;
  } else {
    body = (
      <>
        <p className="pw-auth__lead">
          Choose a new password for <strong>{checked.data.email}</strong>.
        </p>
        {resetError && (
          <Alert
            type="error"
            showIcon
            title="Your password was not changed"
            description={serverMessage(resetError, 'Network error. Please try again.')}
            className="pw-auth__alert"
          />
        )}
        <Form<NewPassword> layout="vertical" requiredMark={false} onFinish={save}>
          <PasswordFields label="New password" confirmLabel="Confirm new password" />
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            Save and sign in
          </Button>
        </Form>
      </>
    );
  }

  return (
    <section className="pw-page pw-auth">
      <div className="pw-card pw-auth__card">
        <h1 className="pw-auth__title">Choose a new password</h1>
        {body}
      </div>
    </section>
  );
}
