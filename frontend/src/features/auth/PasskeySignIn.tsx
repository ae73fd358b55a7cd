import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/toast';
import { loginFailureMessage } from './loginFailure';
import { promptDismissed, usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from './passkeysApi';

const NOT_SUPPORTED = 'This browser cannot use passkeys. Sign in with your email and password.';

/**
 * Sign in with a passkey (D19): no e-mail, no password; the browser offers the passkeys it keeps for this site and
 * the one chosen names the account. The button is in the prerendered page (which hydrates at the first interaction,
 * and then replays a click made before); a browser without WebAuthn is told so on the click. The WebAuthn helper loads
 * on the click too, so the sign-in page's first download stays as it was.
 */
export function PasskeySignIn({ onFailure }: { onFailure: (message: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const [askOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = useSignInWithPasskeyMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function signInWithPasskey() {
    onFailure(null);
    if (typeof window.PublicKeyCredential !== 'function') {
      onFailure(NOT_SUPPORTED);
      return;
    }
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await askOptions().unwrap();
      const response = await startAuthentication({ optionsJSON });
      await signIn(response).unwrap();
      toast.success('Welcome back');
      navigate('/dashboard');
    } catch (error) {
      if (promptDismissed(error)) return;
      const message = loginFailureMessage(error);
      onFailure(message);
      toast.error('Login failed', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="pw-auth__or">or sign in without a password</p>
      {/* Not "Sign in with a passkey": the password form's Sign In button is found by its name, which this would contain. */}
      <Button block size="large" loading={busy} onClick={() => void signInWithPasskey()}>
        Use a passkey
      </Button>
    </>
  );
}
