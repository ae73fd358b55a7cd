import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { USERNAME_RULES } from '../../auth/accountFieldRules';
import { PasswordFields } from '../../auth/PasswordFields';
import type { AccountCredentials } from '../registration.types';
import type { FieldProblem } from '../useRegistrationFlow';
import { useFieldProblem } from './useFieldProblem';

interface AccountStepProps {
  initial: AccountCredentials;
  /** A taken username found after this step, shown on its field on return. */
  problem?: FieldProblem | null;
  onBack: () => void;
  onNext: (credentials: AccountCredentials) => void;
}

/** Step 2 (spec section 2): login credentials, with section 5's messages. */
export function AccountStep({ initial, problem, onBack, onNext }: AccountStepProps) {
  const [form] = Form.useForm<AccountCredentials>();
  useFieldProblem(form, 'username', problem);
  return (
    <>
      <Typography.Title level={1} className="pw-register__title">
        Create Your Login Credentials
      </Typography.Title>
      <Typography.Paragraph type="secondary">Login Credentials</Typography.Paragraph>
      <Form<AccountCredentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => onNext({ ...values, username: values.username.trim() })}
      >
        <Form.Item label="Username" name="username" validateFirst rules={USERNAME_RULES}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <PasswordFields label="Password" confirmLabel="Confirm Password" />
        <Space>
          <Button size="large" onClick={onBack}>
            Back
          </Button>
          <Button type="primary" htmlType="submit" size="large">
            Next
          </Button>
        </Space>
      </Form>
    </>
  );
}
