import Form from 'antd/es/form';
import Input from 'antd/es/input';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** The e-mail field of the sign-in and registration forms, with the spec's validation text (section 5). */
export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      // Addresses have no spaces; dropping them as typed avoids a confusing "invalid" for a
      // pasted address with a trailing space.
      normalize={(value: string) => value.replace(/\s/g, '')}
      rules={[
        { required: true, message: EMAIL_MESSAGE },
        { type: 'email', message: EMAIL_MESSAGE },
      ]}
    >
      {/* type stays "text": the browser's own email check would pre-empt the message above. */}
      <Input autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
    </Form.Item>
  );
}
