import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { Link, useSearchParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useDescribeUnsubscribeQuery, useUnsubscribeMutation } from './mailApi';

const PREFERENCES = '/dashboard?tab=account';

function PreferencesLink() {
  return (
    <p>
      <Link to={PREFERENCES}>Choose which emails you get</Link> on your Account page (sign-in needed).
    </p>
  );
}

/** Why a link cannot be used, by the code the server answered with. */
function LinkProblem({ error }: { error: unknown }) {
  const unknown = errorCode(error) === 'MAIL_UNSUBSCRIBE_LINK_UNKNOWN';
  return (
    <>
      <Alert
        type={unknown ? 'info' : 'warning'}
        showIcon
        title={unknown ? 'This account no longer exists' : 'This unsubscribe link is not valid'}
        description={
          unknown
            ? 'The account this link belongs to was deleted, so it receives no email.'
            : errorCode(error)
              ? 'Copy the whole link from the email, or choose your emails on your Account page.'
              : 'The link could not be checked. Please try again in a moment.'
        }
      />
      <PreferencesLink />
    </>
  );
}

/**
 * `/unsubscribe?token=...`, the visible link in a member's mail (D18). It names the emails the link stops and
 * unsubscribes only when the member presses the button: opening the page changes nothing, so a mail scanner
 * that follows links unsubscribes nobody. Mail clients use the one-click POST of List-Unsubscribe instead.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const described = useDescribeUnsubscribeQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();

  let body;
  if (!token) body = <LinkProblem error={{ status: 400, data: { code: 'VALIDATION_FAILED' } }} />;
  else if (described.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (described.error) body = <LinkProblem error={described.error} />;
  else if (result.error) body = <LinkProblem error={result.error} />;
  else if (described.data) {
    const { label } = described.data;
    body =
      result.data || described.data.unsubscribed ? (
        <>
          <Alert
            type="success"
            showIcon
            role="status"
            title="You are unsubscribed"
            description={
              <>
                We will no longer email you about: <strong>{label}</strong>. Security emails (address checks, password
                resets, e-mail changes) still reach you.
              </>
            }
          />
          <PreferencesLink />
        </>
      ) : (
        <>
          <p>
            This stops our emails about: <strong>{label}</strong>. You will still get security emails (address checks,
            password resets, e-mail changes) and any other emails you have left on.
          </p>
          <Button type="primary" loading={result.isLoading} onClick={() => void unsubscribe(token)}>
            Unsubscribe
          </Button>
          <PreferencesLink />
        </>
      );
  }

  return (
    <div className="pw-page pw-page--narrow">
      <h1>Unsubscribe</h1>
      {body}
    </div>
  );
}
