import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { Link, useSearchParams } from 'react-router-dom';
import './newsletter.css';
import { serverMessage, type ApiError } from '../../api/errors';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';

interface Props {
  title: string;
  explanation: string;
  action: string;
  /** Posts the token; resolves with the server's message. */
  run: (token: string) => Promise<{ message: string }>;
  state: { isLoading: boolean; data?: { message: string } | undefined; error?: ApiError | undefined };
}

/**
 * The page a newsletter mail's link opens (D18): one button that posts the link's token. Opening the page does
 * nothing by itself, so a mail scanner that follows links confirms or unsubscribes nobody.
 */
export function NewsletterLinkPage({ title, explanation, action, run, state }: Props) {
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <div className="pw-page pw-page--narrow">
      <h1>{title}</h1>
      {!token ? (
        <Alert type="warning" showIcon title="This link is incomplete. Please use the link from your email." />
      ) : state.data ? (
        <Alert type="success" showIcon role="status" title={state.data.message} />
      ) : (
        <>
          <p className="pw-lead">{explanation}</p>
          {state.error && (
            <Alert
              type="error"
              showIcon
              className="pw-newsletter-link__error"
              title={serverMessage(state.error, 'Something went wrong. Please try again.')}
            />
          )}
          <Button type="primary" size="large" loading={state.isLoading} onClick={() => void run(token).catch(() => {})}>
            {action}
          </Button>
        </>
      )}
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </div>
  );
}
