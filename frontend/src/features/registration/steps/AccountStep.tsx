import { useEffect, useState } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_PATTERN,
} from '../../auth/accountFieldRules';
import type { AccountCredentials } from '../registration.types';
import type { FieldProblem } from '../useRegistrationFlow';
import { PlainField, usePlainForm, type Rule } from './plainForm';

/** Spec section 5's rules, one message at a time (antd's `validateFirst`), as the shared USERNAME_RULES say them. */
const RULES: Partial<Record<keyof AccountCredentials, Rule<AccountCredentials>[]>> = {
  username: [
    (value) => (value.trim().length < 3 ? USERNAME_MESSAGES.tooShort : null),
    (value) => (value.trim().length > 20 ? USERNAME_MESSAGES.tooLong : null),
    (value) => (USERNAME_PATTERN.test(value) ? null : USERNAME_MESSAGES.characters),
  ],
  password: [
    (value) => (value.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : null),
    (value) => (value.length > PASSWORD_MAX_LENGTH ? PASSWORD_MESSAGES.tooLong : null),
  ],
  confirmPassword: [(value, values) => (value === values.password ? null : PASSWORD_MESSAGES.mismatch)],
};

interface AccountStepProps {
  initial: AccountCredentials;
  /** A taken username found after this step, shown on its field on return. */
  problem?: FieldProblem | null;
  onBack: () => void;
  onNext: (credentials: AccountCredentials) => void;
}

/**
 * Step 2 (spec section 2): login credentials, with section 5's messages. Plain HTML (issue 29: plainForm.tsx): antd's
 * form, inputs and theme, rendered as the step opened, were its blocking time.
 */
export function AccountStep({ initial, problem, onBack, onNext }: AccountStepProps) {
  const form = usePlainForm(initial, RULES, { password: 'confirmPassword' });
  const { showProblem } = form;
  useEffect(() => {
    if (problem?.field === 'username') showProblem('username', problem.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal handed in
  }, [problem]);

  return (
    <>
      <h1 className="pw-register__title">Create Your Login Credentials</h1>
      <p className="pw-register__subtitle">Login Credentials</p>
      <form
        className="pw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const values = form.validate();
          if (values) onNext({ ...values, username: values.username.trim() });
        }}
      >
        <PlainField
          form={form}
          name="username"
          label="Username"
          inputProps={{ autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }}
        />
        <PasswordField form={form} name="password" label="Password" />
        <PasswordField form={form} name="confirmPassword" label="Confirm Password" />
        <div className="pw-register__actions">
          <button type="button" className="pw-button pw-button--large" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="pw-button pw-button--primary pw-button--large">
            Next
          </button>
        </div>
      </form>
    </>
  );
}

/** A new password, hidden as typed, with a button that shows it (antd's Input.Password did). */
function PasswordField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof usePlainForm<AccountCredentials>>;
  name: 'password' | 'confirmPassword';
  label: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <PlainField
      form={form}
      name={name}
      label={label}
      type={shown ? 'text' : 'password'}
      inputProps={{ autoComplete: 'new-password', spellCheck: false }}
    >
      <button
        type="button"
        className="pw-form-field__reveal"
        aria-pressed={shown}
        onClick={() => setShown((was) => !was)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </PlainField>
  );
}
