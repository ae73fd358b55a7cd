import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './accountFieldRules';

const TOO_SHORT = PASSWORD_MESSAGES.tooShort;
const MISMATCH = PASSWORD_MESSAGES.mismatch;

interface PasswordFieldsProps {
  /** The labels the page shows ("Password", "New password"); the confirmation's is its own. */
  label: string;
  confirmLabel: string;
  /** The form field the password is kept in (registration and the reset say `password`, the Account tab `newPassword`). */
  name?: string;
}

/**
 * A new password and its confirmation, with spec section 5's rules and messages: at least 6 characters, and the
 * confirmation the same. One component for registration, the password reset and the Account tab's password change.
 */
export function PasswordFields({ label, confirmLabel, name = 'password' }: PasswordFieldsProps) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        validateFirst
        rules={[
          { required: true, message: TOO_SHORT },
          { min: PASSWORD_MIN_LENGTH, message: TOO_SHORT },
          { max: PASSWORD_MAX_LENGTH, message: PASSWORD_MESSAGES.tooLong },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              (value ?? '') === ((getFieldValue(name) as string | undefined) ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(MISMATCH)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
