import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { errorCode, serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { PasswordFields } from '../auth/PasswordFields';
import { useChangePasswordMutation, type PasswordChangeInput } from './accountApi';

/**
 * The Account tab's "Change password" (issue 26, D19): the current password, then the new one twice (spec section 5's
 * rules). This browser stays signed in; every other device is signed out, and the member gets a mail.
 */
export function ChangePasswordCard() {
  const [form] = Form.useForm<PasswordChangeInput>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();

  async function submit(values: PasswordChangeInput) {
    try {
      await change(values).unwrap();
    } catch (error) {
      const message = serverMessage(error, 'Your password could not be changed. Please try again.');
      if (errorCode(error) === 'CURRENT_PASSWORD_INCORRECT') {
        form.setFields([{ name: 'currentPassword', errors: [message] }]);
      } else toast.error('Password not changed', message);
      return;
    }
    form.resetFields();
    toast.success('Password changed', 'You stay signed in here. Other devices have been signed out.');
  }

  return (
    <Card title={<h2 className="pw-dashboard__card-title">Change password</h2>}>
      <Form<PasswordChangeInput>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Please enter your current password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields name="newPassword" label="New password" confirmLabel="Confirm new password" />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
