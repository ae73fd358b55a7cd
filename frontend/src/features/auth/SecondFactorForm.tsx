import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorCode } from '../../api/errors';
import { useCompleteSignInMutation } from './authApi';
import { loginFailureMessage } from './loginFailure';
import {
  promptDismissed,
  useCompleteSignInWithPasskeyMutation,
  useSecondFactorPasskeyOptionsMutation,
} from './passkeysApi';
import type { SecondFactorChallenge, User } from './user';

interface SecondFactorFormProps {
  /** The sign-in is complete: the session user. */
  onSignedIn: (user: User) => void;
  /** The step timed out or took too many wrong codes: the password again. */
  onRestart: (message: string) => void;
  /** The factors the account has: with a passkey, the step offers it beside the code. */
  methods?: SecondFactorChallenge['methods'];
}

/**
 * The second step of a sign-in (D19), on both sign-in pages: one code from the authenticator app, or, for a lost
 * phone, a recovery code.
 */
export function SecondFactorForm({ onSignedIn, onRestart, methods = ['totp'] }: SecondFactorFormProps) {
  const [complete, { isLoading }] = useCompleteSignInMutation();
  const [askPasskeyOptions] = useSecondFactorPasskeyOptionsMutation();
  const [completeWithPasskey] = useCompleteSignInWithPasskeyMutation();
  const [recovery, setRecovery] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function refused(error: unknown) {
    if (errorCode(error) === 'SECOND_FACTOR_STEP_EXPIRED') onRestart(loginFailureMessage(error));
    else setFailure(loginFailureMessage(error));
  }

  async function submit({ code }: { code: string }) {
    setFailure(null);
    try {
      onSignedIn(await complete(recovery ? { recoveryCode: code.trim() } : { code: code.trim() }).unwrap());
    } catch (error) {
      refused(error);
    }
  }

  async function answerWithPasskey() {
    setFailure(null);
    setPasskeyBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await askPasskeyOptions().unwrap();
      onSignedIn(await completeWithPasskey(await startAuthentication({ optionsJSON })).unwrap());
    } catch (error) {
      if (!promptDismissed(error)) refused(error);
    } finally {
      setPasskeyBusy(false);
    }
  }

  return (
    <div className="pw-auth__second-step">
      <p className="pw-auth__lead">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Penwright.'}
      </p>
      {failure && <Alert type="error" showIcon title={failure} className="pw-auth__alert" />}
      <Form<{ code: string }>
        key={String(recovery)}
        name="second-factor"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        {recovery ? (
          <Form.Item
            label="Recovery code"
            name="code"
            rules={[{ required: true, message: 'Enter one of your recovery codes' }]}
          >
            <Input autoComplete="off" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item
            label="Authentication code"
            name="code"
            rules={[
              { required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'Enter the 6-digit code from your app' },
            ]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          Verify
        </Button>
      </Form>
      {methods.includes('passkey') && (
        <Button block size="large" loading={passkeyBusy} onClick={() => void answerWithPasskey()}>
          Use a passkey instead
        </Button>
      )}
      <Button type="link" className="pw-auth__switch" onClick={() => setRecovery(!recovery)}>
        {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </Button>
    </div>
  );
}
