import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { startTransition, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/errors';
import { usePageHold } from '../../app/layout/pageHold';
import type { AppDispatch } from '../../app/store';
import { useToast } from '../../app/toast';
import { DownloadRefused, downloadMyData, forgetAccount, useDeleteAccountMutation } from './yourDataApi';
import { useGetTwoFactorStatusQuery } from '../auth/twoFactor/twoFactorApi';
import './yourData.css';

/**
 * The Account tab's "Your data" (D19, GDPR articles 15, 17 and 20): download everything held about the member as one
 * JSON file, or delete the account after a dialog that says what happens and asks for the password.
 */
export function YourDataCard({ email }: { email: string }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const name = await downloadMyData();
      toast.success('Your data is downloading', `Saved as ${name}.`);
    } catch (error) {
      toast.error(
        'Download failed',
        error instanceof DownloadRefused ? error.message : 'Your data could not be downloaded. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card title={<h2 className="pw-dashboard__card-title">Your data</h2>}>
      <p className="pw-your-data__intro">
        Download everything we hold about you as one JSON file: your profile, application, quiz results, subscription,
        assignments with every version you handed in, payouts, drafts, course progress, certificates, email settings and
        sessions.
      </p>
      <div className="pw-your-data__actions">
        <Button loading={downloading} onClick={() => void download()}>
          Download my data
        </Button>
        <Button danger onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting && <DeleteAccountDialog email={email} onClose={() => setDeleting(false)} />}
    </Card>
  );
}

/** What deleting does, then the password; on success the member lands signed out on the home page. */
function DeleteAccountDialog({ email, onClose }: { email: string; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // With two-factor sign-in on, the deletion asks for the second factor too (D19).
  const twoFactorOn = (useGetTwoFactorStatusQuery().data?.methods.length ?? 0) > 0;
  const ready = password !== '' && (!twoFactorOn || code.trim() !== '');
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const holdPage = usePageHold();
  const toast = useToast();
  const fieldId = useId();
  const codeFieldId = useId();

  async function confirm() {
    try {
      await deleteAccount(twoFactorOn ? { password, code: code.trim() } : { password }).unwrap();
    } catch {
      return; // The dialog shows why and stays open.
    }
    // As a sign-out does (useSignOut): the page is taken down before the cache is emptied, so no members' page asks
    // again with the ended session, and home comes in one transition.
    holdPage(true);
    forgetAccount(dispatch);
    toast.success(
      'Your account has been deleted',
      `We have sent a confirmation to ${email}. Thank you for writing with us.`,
    );
    startTransition(() => {
      void navigate('/');
      holdPage(false);
    });
  }

  return (
    <Modal
      open
      title="Delete your account?"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isLoading}>
          Keep my account
        </Button>,
        <Button key="delete" danger type="primary" disabled={!ready} loading={isLoading} onClick={() => void confirm()}>
          Delete my account
        </Button>,
      ]}
    >
      <p>This cannot be undone. When you confirm:</p>
      <ul className="pw-your-data__consequences">
        <li>your subscription is cancelled at once and you will not be charged again;</li>
        <li>
          your profile, application, quiz results, drafts, course progress, certificates and email settings are erased;
        </li>
        <li>the work you handed in and your payouts are kept for our accounts, without your name;</li>
        <li>you are signed out on every device;</li>
        <li>we send a confirmation to {email}, and then forget the address.</li>
      </ul>
      <p>You may want to download your data first.</p>
      <label htmlFor={fieldId} className="pw-your-data__label">
        Your password
      </label>
      <Input.Password
        id={fieldId}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          reset();
        }}
        onPressEnter={() => ready && void confirm()}
      />
      {twoFactorOn && (
        <>
          <label htmlFor={codeFieldId} className="pw-your-data__label">
            Code from your authenticator app, or a recovery code
          </label>
          <Input
            id={codeFieldId}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              reset();
            }}
            onPressEnter={() => ready && void confirm()}
          />
        </>
      )}
      {error && (
        <Alert
          className="pw-your-data__error"
          type="error"
          showIcon
          title={serverMessage(error, 'Your account could not be deleted. Please try again.')}
        />
      )}
    </Modal>
  );
}
