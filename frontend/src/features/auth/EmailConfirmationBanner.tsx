import { serverMessage } from '../../api/errors';
import { useResendConfirmationMutation } from './accountLinksApi';
import { useSession } from './useSession';
import './emailConfirmationBanner.css';

/**
 * Shown on the member's pages (home and dashboard) until their address is confirmed (D18): what to do, and Resend
 * for a fresh link (a few an hour; the server says when to try again). Plain HTML, no antd: the dashboard's first
 * view loads none (issue 17).
 */
export function EmailConfirmationBanner() {
  const { user } = useSession();
  const [resend, { data, error, isLoading }] = useResendConfirmationMutation();
  if (!user || user.emailConfirmedAt) return null;
  return (
    <aside className="pw-email-banner" aria-labelledby="pw-email-banner-title">
      <div className="pw-email-banner__text">
        <h2 id="pw-email-banner-title" className="pw-email-banner__title">
          Please confirm your email address
        </h2>
        <p className="pw-email-banner__body">
          We sent a link to <strong>{user.email}</strong>. Confirming it lets editors&apos; notes and payout receipts
          reach you, and payouts can be requested once it is done.
        </p>
        {data && (
          <p role="status" className="pw-email-banner__body">
            {data.message}
          </p>
        )}
        {error && (
          <p role="alert" className="pw-email-banner__body pw-email-banner__error">
            {serverMessage(error, 'Network error. Please try again.')}
          </p>
        )}
      </div>
      <button type="button" className="pw-button" disabled={isLoading} onClick={() => void resend()}>
        {isLoading ? 'Sending…' : 'Resend'}
      </button>
    </aside>
  );
}
