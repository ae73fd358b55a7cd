import Form from 'antd/es/form';
import Input from 'antd/es/input';

/** Spec section 5's password rules, as the server applies them (identity's account-rules). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
const TOO_SHORT = 'Password must be at least 6 characters';
const MISMATCH = "Passwords don't match";

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
          { max: PASSWORD_MAX_LENGTH, message: 'Password is too long' },
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
