import { useEffect } from 'react';
import { failedWith, serverMessage } from '../../../api/errors';
import { useCheckEmailMutation } from '../../billing/billingApi';
import type { ApplicantInfo } from '../registration.types';
import type { FieldProblem } from '../useRegistrationFlow';
import { emailRule, PlainField, requiredText, usePlainForm, type Rule } from './plainForm';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Spec section 5's rules and messages (as the shared EmailField and antd's rules said them). */
const RULES: Partial<Record<keyof ApplicantInfo, Rule<ApplicantInfo>[]>> = {
  email: [emailRule(EMAIL_MESSAGE)],
  firstName: [requiredText('First name is required')],
  lastName: [requiredText('Last name is required')],
  address: [requiredText('Address is required')],
};

/** Addresses have no spaces: dropping them as typed avoids a confusing "invalid" for a pasted one with a space. */
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

interface InfoStepProps {
  initial: ApplicantInfo;
  /** A refusal found after this step (the payment setup's), shown on its field on return. */
  problem?: FieldProblem | null;
  onNext: (info: ApplicantInfo) => void;
}

/**
 * Step 1 (spec section 2): basic information, with section 5's messages. The e-mail's availability is
 * checked before moving on (issue 18), so a registered address is told here, on its field, not after payment.
 * Plain HTML (issue 29: plainForm.tsx), as the visitor's page is rendered on the server and hydrated at once.
 */
export function InfoStep({ initial, problem, onNext }: InfoStepProps) {
  const form = usePlainForm(initial, RULES);
  const [checkEmail, { isLoading: checking }] = useCheckEmailMutation();
  const { showProblem } = form;

  // A refusal handed back from a later step (the e-mail taken at the payment's setup) is shown once, on arrival.
  useEffect(() => {
    if (problem?.field === 'email') showProblem('email', problem.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal handed in
  }, [problem]);

  const submit = async () => {
    const values = form.validate();
    if (!values) return;
    const info = { ...initial, ...values, email: values.email.trim() };
    try {
      await checkEmail(info.email).unwrap();
    } catch (error) {
      // The address refused, taken, or checked too often from here: said on the field.
      if (failedWith(error, 'VALIDATION_FAILED', 'EMAIL_TAKEN', 'EMAIL_CHECK_RATE_LIMITED')) {
        showProblem('email', serverMessage(error, EMAIL_MESSAGE));
        return;
      }
      // No answer (offline, server trouble): go on; the payment setup checks the e-mail again.
    }
    onNext(info);
  };

  return (
    <>
      <h1 className="pw-register__title">Congrats! You&apos;re Accepted - Register Here to Get Started</h1>
      <p className="pw-register__subtitle">Basic Information</p>
      <form
        className="pw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PlainField
          form={form}
          name="email"
          label="Email"
          normalize={withoutSpaces}
          // type stays "text": the browser's own email check would pre-empt the message above.
          inputProps={{ autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
        />
        <div className="pw-register__row">
          <PlainField
            form={form}
            name="firstName"
            label="First Name"
            inputProps={{ autoComplete: 'given-name', maxLength: 100 }}
          />
          <PlainField
            form={form}
            name="lastName"
            label="Last Name"
            inputProps={{ autoComplete: 'family-name', maxLength: 100 }}
          />
        </div>
        <PlainField
          form={form}
          name="address"
          label="Address"
          inputProps={{ autoComplete: 'street-address', maxLength: 500 }}
        />
        <PlainField
          form={form}
          name="phone"
          label="Phone"
          optional
          inputProps={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 40 }}
        />
        <PlainField
          form={form}
          name="preferredGenres"
          label="Preferred Genres"
          optional
          inputProps={{ maxLength: 500, placeholder: 'e.g. travel, technology, personal finance' }}
        />
        <PlainField
          form={form}
          name="experience"
          label="Experience"
          optional
          rows={3}
          inputProps={{ maxLength: 2000, placeholder: 'Where have you written, and for how long?' }}
        />
        <button
          type="submit"
          className="pw-button pw-button--primary pw-button--large"
          disabled={checking}
          aria-busy={checking || undefined}
        >
          {checking && <span className="pw-spinner pw-spinner--inline" aria-hidden="true" />}
          Next
        </button>
      </form>
    </>
  );
}
