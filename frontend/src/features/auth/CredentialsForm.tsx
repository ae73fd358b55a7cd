import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link } from 'react-router-dom';
import { EmailField } from '../../app/components/EmailField';
import type { Credentials } from './user';

interface CredentialsFormProps {
  onSubmit: (credentials: Credentials) => void;
  submitting: boolean;
  submitLabel: string;
}

/**
 * Email and password fields with the spec's validation texts (section 5), shared by both sign-ins, with the way to a
 * new password (D19).
 */
export function CredentialsForm({ onSubmit, submitting, submitLabel }: CredentialsFormProps) {
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit({ email: values.email, password: values.password })}
    >
      <EmailField />
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <p className="pw-auth__forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
