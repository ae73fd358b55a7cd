import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { errorCode, serverMessage, type ApiError } from '../../api/errors';

const TITLES: Record<string, string> = {
  ACCOUNT_LINK_INVALID: 'This link is not valid',
  ACCOUNT_LINK_EXPIRED: 'This link has expired',
  ACCOUNT_LINK_USED: 'This link has already been used',
  ACCOUNT_LINK_WRONG_ACCOUNT: 'This link is for another account',
  EMAIL_TAKEN: 'This address is no longer available',
};

/** Why a mailed link did not work, in the server's words, with a title per case and what to do next. */
export function LinkFailure({ error, action }: { error: ApiError; action: ReactNode }) {
  const code = errorCode(error);
  return (
    <Alert
      type="error"
      showIcon
      className="pw-auth__alert"
      title={(code && TITLES[code]) ?? 'Something went wrong'}
      description={
        <>
          <p>{serverMessage(error, 'Network error. Please try again.')}</p>
          {action}
        </>
      }
    />
  );
}
