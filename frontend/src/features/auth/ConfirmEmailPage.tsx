import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useConfirmEmailMutation } from './accountLinksApi';
import { LinkFailure } from './LinkFailure';
import { useSession } from './useSession';

const MISSING_TOKEN = {
  status: 400,
  data: {
    code: 'ACCOUNT_LINK_INVALID',
    message: 'This confirmation link is not valid. Open the link from the email exactly as it arrived.',
  },
};

/**
 * The address check's page (D18). Opening the link confirms nothing by itself: the member presses the button, which
 * POSTs the token, so a mail scanner that fetches every link cannot use it up.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle('Confirm Your Email');
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirm, { data, error, isLoading }] = useConfirmEmailMutation();
  const session = useSession();
  const next = session.status === 'authenticated' ? '/dashboard' : '/login';

  let body;
  if (data) {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          title="Your email address is confirmed"
          description={`Thank you. We will write to ${data.email}, and your payouts can now be requested.`}
          className="pw-auth__alert"
        />
        <ButtonLink to={next} type="primary" block size="large">
          {session.status === 'authenticated' ? 'Go to Dashboard' : 'Sign In'}
        </ButtonLink>
      </>
    );
  } else if (!token || error) {
    body = (
      <LinkFailure
        error={error ?? MISSING_TOKEN}
        action={
          session.status === 'authenticated' ? (
            <Link to="/dashboard">Go to your dashboard to resend the link</Link>
          ) : (
            <Link to="/login">Sign in to resend the link</Link>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <p className="pw-auth__lead">One click and your address is confirmed.</p>
        <Button type="primary" block size="large" loading={isLoading} onClick={() => void confirm(token)}>
          Confirm my email address
        </Button>
      </>
    );
  }

  return (
    <section className="pw-page pw-auth">
      <div className="pw-card pw-auth__card">
        <h1 className="pw-auth__title">Confirm your email address</h1>
        {body}
      </div>
    </section>
  );
}
