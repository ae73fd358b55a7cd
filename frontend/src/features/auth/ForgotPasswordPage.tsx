import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../api/errors';
import { EmailField } from '../../app/components/EmailField';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useRequestPasswordResetMutation } from './accountLinksApi';

/**
 * Forgot password (D19): the address to send a reset link to. The answer reads the same whether or not the address
 * has an account, so the page cannot be used to find out who is a member.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [requestReset, { isLoading, error, data }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send({ email }: { email: string }) {
    await requestReset(email)
      .unwrap()
      .then(() => setSentTo(email))
      .catch(() => undefined);
  }

  return (
    <section className="pw-page pw-auth">
      <div className="pw-card pw-auth__card">
        <h1 className="pw-auth__title">Forgot your password?</h1>
        {sentTo && data ? (
          <>
            <Alert
              type="success"
              showIcon
              title="Check your inbox"
              description={data.message}
              className="pw-auth__alert"
            />
            <p>
              If <strong>{sentTo}</strong> has an account, the link is on its way. Nothing there after a few minutes?
              Check the spam folder, or{' '}
              <Button type="link" className="pw-auth__inline-link" onClick={() => setSentTo(null)}>
                try another address
              </Button>
              .
            </p>
          </>
        ) : (
          <>
            <p className="pw-auth__lead">
              Enter the email address you sign in with, and we will send you a link to choose a new password.
            </p>
            {error && (
              <Alert
                type="error"
                showIcon
                title="We could not send the link"
                description={serverMessage(error, 'Network error. Please try again.')}
                className="pw-auth__alert"
              />
            )}
            <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={send}>
              <EmailField />
              <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
                Send reset link
              </Button>
            </Form>
          </>
        )}
        <p className="pw-auth__footer">
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
