import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { failedWith, serverMessage } from '../../../api/errors';
import { EmailField } from '../../../app/components/EmailField';
import { useCheckEmailMutation } from '../../billing/billingApi';
import type { ApplicantInfo } from '../registration.types';
import type { FieldProblem } from '../useRegistrationFlow';
import { useFieldProblem } from './useFieldProblem';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Answers the e-mail field shows: taken (409), too many checks (429), or the server's validation (400). */

interface InfoStepProps {
  initial: ApplicantInfo;
  /** A refusal found after this step (the payment setup's), shown on its field on return. */
  problem?: FieldProblem | null;
  onNext: (info: ApplicantInfo) => void;
}

/**
 * Step 1 (spec section 2): basic information, with section 5's messages. The e-mail's availability is
 * checked before moving on (issue 18), so a registered address is told here, on its field, not after payment.
 */
export function InfoStep({ initial, problem, onNext }: InfoStepProps) {
  const [form] = Form.useForm<ApplicantInfo>();
  const [checkEmail, { isLoading: checking }] = useCheckEmailMutation();

  const showEmailProblem = useFieldProblem(form, 'email', problem);

  const submit = async (values: ApplicantInfo) => {
    const info = { ...initial, ...values, email: values.email.trim() };
    try {
      await checkEmail(info.email).unwrap();
    } catch (error) {
      // The address refused, taken, or checked too often from here: said on the field.
      if (failedWith(error, 'VALIDATION_FAILED', 'EMAIL_TAKEN', 'EMAIL_CHECK_RATE_LIMITED')) {
        showEmailProblem(serverMessage(error, 'Please enter a valid email address'));
        return;
      }
      // No answer (offline, server trouble): go on; the payment setup checks the e-mail again.
    }
    onNext(info);
  };

  return (
    <>
      <Typography.Title level={1} className="pw-register__title">
        Congrats! You&apos;re Accepted - Register Here to Get Started
      </Typography.Title>
      <Typography.Paragraph type="secondary">Basic Information</Typography.Paragraph>
      <Form<ApplicantInfo>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
      >
        <EmailField />
        <div className="pw-register__row">
          <Form.Item label="First Name" name="firstName" rules={required('First name is required')}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={required('Last name is required')}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item label="Address" name="address" rules={required('Address is required')}>
          <Input autoComplete="street-address" maxLength={500} />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input autoComplete="tel" inputMode="tel" maxLength={40} />
        </Form.Item>
        <Form.Item label="Preferred Genres" name="preferredGenres">
          <Input maxLength={500} placeholder="e.g. travel, technology, personal finance" />
        </Form.Item>
        <Form.Item label="Experience" name="experience">
          <Input.TextArea rows={3} maxLength={2000} placeholder="Where have you written, and for how long?" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={checking}>
          Next
        </Button>
      </Form>
    </>
  );
}
