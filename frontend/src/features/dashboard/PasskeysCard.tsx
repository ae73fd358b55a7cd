import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useState } from 'react';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import {
  promptDismissed,
  useAddPasskeyMutation,
  useGetPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  type Passkey,
} from '../auth/passkeysApi';
import { LoadingBlock } from './LoadingBlock';
import './passkeys.css';

/** The server's limit on a passkey's name (PASSKEY_NAME_MAX_LENGTH). */
const NAME_MAX_LENGTH = 60;

/** What the browser's refusal to create a passkey means to the member; null when they closed the prompt themselves. */
function creationFailure(error: unknown): string | null {
  if (promptDismissed(error)) return null;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device already has a passkey for your account.';
  }
  return serverMessage(error, 'The passkey could not be added. Please try again.');
}

/**
 * The Account tab's "Passkeys" (D19): the member's passkeys (name, when added, when last used), Add a passkey through
 * the browser's own prompt, Rename and Remove. A passkey signs in without the password; every change is mailed.
 */
export function PasskeysCard() {
  const toast = useToast();
  const { data: passkeys, isLoading, isError } = useGetPasskeysQuery();
  const [askOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [password, setPassword] = useState('');
  const supported = browserSupportsWebAuthn();

  if (isLoading) return <LoadingBlock />;
  if (isError || !passkeys) return <Alert type="error" showIcon title="Your passkeys could not be loaded." />;

  async function addPasskey() {
    setAdding(true);
    try {
      const optionsJSON = await askOptions({ currentPassword: password }).unwrap();
      setPassword('');
      const response = await startRegistration({ optionsJSON });
      const passkey = await add({ response }).unwrap();
      toast.success('Passkey added', `"${passkey.name}" now signs you in. You can rename it below.`);
    } catch (error) {
      const message = creationFailure(error);
      if (message) toast.error('Passkey not added', message);
    } finally {
      setAdding(false);
    }
  }

  async function removePasskey(passkey: Passkey) {
    try {
      await remove(passkey.id).unwrap();
      toast.success('Passkey removed', `"${passkey.name}" no longer signs you in.`);
    } catch (error) {
      toast.error('Passkey not removed', serverMessage(error, 'The passkey could not be removed. Please try again.'));
    }
  }

  return (
    <Card title={<h2 className="pw-dashboard__card-title">Passkeys</h2>}>
      <p className="pw-passkeys__intro">
        Sign in with your fingerprint, face or device screen lock instead of your password. Add a passkey on each device
        you use.
      </p>
      {passkeys.length === 0 ? (
        <p className="pw-passkeys__empty">You have no passkeys yet.</p>
      ) : (
        <ul className="pw-passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="pw-passkeys__row">
              <div className="pw-passkeys__about">
                <strong className="pw-passkeys__name">{passkey.name}</strong>
                <span className="pw-passkeys__dates">
                  Added {longDate(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `Last used ${longDate(passkey.lastUsedAt)}` : 'Not used yet'}
                </span>
              </div>
              <div className="pw-passkeys__actions">
                <Button onClick={() => setRenaming(passkey)} aria-label={`Rename ${passkey.name}`}>
                  Rename
                </Button>
                <Popconfirm
                  title={`Remove "${passkey.name}"?`}
                  description="It will no longer sign you in."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removePasskey(passkey)}
                >
                  <Button danger aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        // The password first: a browser left signed in must not be able to add a way into the account.
        <form
          className="pw-passkeys__add"
          onSubmit={(event) => {
            event.preventDefault();
            if (password) void addPasskey();
          }}
        >
          <label htmlFor="pw-passkeys-password">Your password, to add a passkey</label>
          <Input.Password
            id="pw-passkeys-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="primary" htmlType="submit" loading={adding} disabled={!password}>
            Add a passkey
          </Button>
        </form>
      ) : (
        <Alert type="info" showIcon title="This browser cannot create passkeys." />
      )}
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
    </Card>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const toast = useToast();
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const [name, setName] = useState(passkey.name);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = name.trim();

  async function save() {
    try {
      await rename({ id: passkey.id, name: trimmed }).unwrap();
      toast.success('Passkey renamed', `It is now named "${trimmed}".`);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error, 'The passkey could not be renamed. Please try again.'));
    }
  }

  return (
    <Modal
      open
      title="Rename passkey"
      okText="Save"
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: trimmed === '', loading: isLoading }}
    >
      <label htmlFor="pw-passkey-name">Name</label>
      <Input
        id="pw-passkey-name"
        value={name}
        maxLength={NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => trimmed && void save()}
      />
      {failure && <Alert type="error" showIcon title={failure} className="pw-passkeys__failure" />}
    </Modal>
  );
}
