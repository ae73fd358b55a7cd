import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input, { type InputProps } from 'antd/es/input';
import QRCode from 'antd/es/qr-code';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { longDate } from '../../../app/dates';
import { useToast } from '../../../app/toast';
import { LoadingBlock } from '../../dashboard/LoadingBlock';
import { RecoveryCodesList } from './RecoveryCodesList';
import {
  codeOrRecoveryCode,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
  useSetUpTotpMutation,
  type TotpSetup,
} from './twoFactorApi';
import './twoFactor.css';

const CODE_RULES = [
  { required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'Enter the 6-digit code from your app' },
];

/** The field an authenticator code is typed in: phones offer digits and fill it from the app. */
// Form.Item hands the field its id, value and onChange: passed on.
function CodeInput(props: InputProps) {
  return <Input {...props} autoComplete="one-time-code" inputMode="numeric" maxLength={7} />;
}

/**
 * The Account tab's "Two-factor sign-in" (D19): set-up with a QR code and the key in text, confirmed by one code;
 * the ten recovery codes shown once (and downloadable); new recovery codes; turning it off with the password and a
 * code. Admins are sent here before the admin console opens.
 */
export function TwoFactorCard() {
  const toast = useToast();
  const { data, isLoading, isError } = useGetTwoFactorStatusQuery();
  const [setUp, setUpState] = useSetUpTotpMutation();
  const [confirm, confirmState] = useConfirmTotpMutation();
  const [regenerate, regenerateState] = useRegenerateRecoveryCodesMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form, setForm] = useState<'regenerate' | 'disable' | null>(null);
  // New recovery codes with the password instead of a code: for a member whose phone is gone.
  const [byPassword, setByPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your two-factor settings could not be loaded." />;

  async function run<T>(work: () => Promise<T>, fallback: string): Promise<T | null> {
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      setFailure(serverMessage(error, fallback));
      return null;
    }
  }

  async function start({ password }: { password: string }) {
    const setup = await run(
      () => setUp({ currentPassword: password }).unwrap(),
      'The set-up could not start. Please try again.',
    );
    if (setup) setPending(setup);
  }

  async function turnOn({ code }: { code: string }) {
    const answer = await run(() => confirm({ code: code.trim() }).unwrap(), 'That code was not accepted.');
    if (!answer) return;
    setPending(null);
    setCodes(answer.recoveryCodes);
    toast.success('Two-factor sign-in is on', 'Save your recovery codes now.');
  }

  async function newCodes({ code, password }: { code?: string; password?: string }) {
    const proof = byPassword ? { password: password ?? '' } : { code: (code ?? '').trim() };
    const answer = await run(() => regenerate(proof).unwrap(), 'That was not accepted.');
    if (!answer) return;
    setForm(null);
    setCodes(answer.recoveryCodes);
  }

  async function turnOff({ password, code }: { password: string; code: string }) {
    const done = await run(
      () =>
        disable({ password, ...codeOrRecoveryCode(code) })
          .unwrap()
          .then(() => true),
      'Two-factor sign-in could not be turned off.',
    );
    if (!done) return;
    setForm(null);
    toast.success('Two-factor sign-in is off');
  }

  const { totp } = data;
  return (
    <Card title={<h2 className="pw-dashboard__card-title">Two-factor sign-in</h2>}>
      {failure && <Alert type="error" showIcon title={failure} className="pw-two-factor__alert" />}
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : pending ? (
        <div className="pw-two-factor__setup">
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Microsoft Authenticator,
            Authy), or type the key into it. Then enter the 6-digit code the app shows.
          </p>
          <QRCode value={pending.otpauthUri} size={176} bordered={false} />
          <p>
            Key: <code className="pw-two-factor__key">{pending.key}</code>
          </p>
          <Form name="totp-confirm" layout="vertical" requiredMark={false} onFinish={turnOn}>
            <Form.Item label="Code from your app" name="code" rules={CODE_RULES}>
              <CodeInput />
            </Form.Item>
            <div className="pw-two-factor__actions">
              <Button type="primary" htmlType="submit" loading={confirmState.isLoading}>
                Turn on
              </Button>
              <Button onClick={() => setPending(null)}>Cancel</Button>
            </div>
          </Form>
        </div>
      ) : totp.enabled ? (
        <div>
          <p>
            <strong>On</strong> since {totp.enabledAt ? longDate(totp.enabledAt) : 'today'}: signing in takes a code
            from your authenticator app after your password. {totp.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {form === 'regenerate' && (
            <Form
              key={String(byPassword)}
              name="totp-new-codes"
              layout="vertical"
              requiredMark={false}
              onFinish={newCodes}
            >
              {byPassword ? (
                <Form.Item
                  label="Password"
                  name="password"
                  rules={[{ required: true, message: 'Enter your password' }]}
                >
                  <Input.Password autoComplete="current-password" />
                </Form.Item>
              ) : (
                <Form.Item label="Code from your app" name="code" rules={CODE_RULES}>
                  <CodeInput />
                </Form.Item>
              )}
              <div className="pw-two-factor__actions">
                <Button type="primary" htmlType="submit" loading={regenerateState.isLoading}>
                  Make new recovery codes
                </Button>
                <Button type="link" onClick={() => setByPassword(!byPassword)}>
                  {byPassword ? 'Use a code from your app instead' : 'No phone? Use your password instead'}
                </Button>
              </div>
            </Form>
          )}
          {form === 'disable' && (
            <Form name="totp-disable" layout="vertical" requiredMark={false} onFinish={turnOff}>
              <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                label="Code from your app, or a recovery code"
                name="code"
                rules={[{ required: true, message: 'Enter a code from your app or a recovery code' }]}
              >
                <Input autoComplete="one-time-code" />
              </Form.Item>
              <Button danger htmlType="submit" loading={disableState.isLoading}>
                Turn off two-factor sign-in
              </Button>
            </Form>
          )}
          {form === null && (
            <div className="pw-two-factor__actions">
              <Button onClick={() => setForm('regenerate')}>New recovery codes</Button>
              <Button danger onClick={() => setForm('disable')}>
                Turn off
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div>
          <p>
            Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your phone.
            Administrators must turn it on before the admin console opens.
          </p>
          {/* The password first: a browser left signed in must not turn on a factor its owner does not hold. */}
          <Form name="totp-start" layout="vertical" requiredMark={false} onFinish={start}>
            <Form.Item
              label="Your password, to set it up"
              name="password"
              rules={[{ required: true, message: 'Enter your password' }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={setUpState.isLoading}>
              Set up authenticator app
            </Button>
          </Form>
        </div>
      )}
    </Card>
  );
}
