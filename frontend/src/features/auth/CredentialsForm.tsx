import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Credentials } from './user';

interface CredentialsFormProps {
  onSubmit: (credentials: Credentials) => void;
  submitting: boolean;
  submitLabel: string;
}

/** Email and password fields with the spec's validation texts (section 5), shared by both sign-ins. */
export function CredentialsForm({ onSubmit, submitting, submitLabel }: CredentialsFormProps) {
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit({ email: values.email, password: values.password })}
    >
      <Form.Item
        label="Email"
        name="email"
        // Addresses have no spaces; dropping them as typed avoids a confusing "invalid" for a
        // pasted address with a trailing space.
        normalize={(value: string) => value.replace(/\s/g, '')}
        rules={[
          { required: true, message: 'Please enter a valid email address' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
      >
        {/* type stays "text": the browser's own email check would pre-empt the message above. */}
        <Input autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
