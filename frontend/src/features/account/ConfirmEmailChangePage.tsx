import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { LinkFailure } from '../auth/LinkFailure';
import { useSession } from '../auth/useSession';
import { useConfirmEmailChangeMutation } from './accountApi';

const MISSING_TOKEN = {
  status: 400,
  data: {
    code: 'ACCOUNT_LINK_INVALID',
    message: 'This email change link is not valid. Open the link from the email exactly as it arrived.',
  },
};

/**
 * The page the new address's mail links to (issue 26, D19). Opening the link changes nothing by itself: the member
 * presses the button, which POSTs the token, so a mail scanner that fetches every link cannot use it up.
 */
export default function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm Your New Email');
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirm, { data, error, isLoading }] = useConfirmEmailChangeMutation();
  const session = useSession();
  const signedIn = session.status === 'authenticated';

  let body;
  if (data) {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          title="Your email address is changed"
          description={`From now on you sign in with ${data.email}, and we write to you there.`}
          className="pw-auth__alert"
        />
        <ButtonLink to={signedIn ? '/dashboard' : '/login'} type="primary" block size="large">
          {signedIn ? 'Go to Dashboard' : 'Sign In'}
        </ButtonLink>
      </>
    );
  } else if (!token || error) {
    body = (
      <LinkFailure
        error={error ?? MISSING_TOKEN}
        action={
          signedIn ? (
            <Link to="/dashboard">Go to your dashboard to ask for the change again</Link>
          ) : (
            <Link to="/login">Sign in to ask for the change again</Link>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <p className="pw-auth__lead">
          One click and your account uses this new address: you will sign in with it from now on.
        </p>
        <Button type="primary" block size="large" loading={isLoading} onClick={() => void confirm(token)}>
          Confirm my new email address
        </Button>
      </>
    );
  }

  return (
    <section className="pw-page pw-auth">
      <div className="pw-card pw-auth__card">
        <h1 className="pw-auth__title">Confirm your new email address</h1>
        {body}
      </div>
    </section>
  );
}
