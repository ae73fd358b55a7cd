import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { errorCode, serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import type { User } from '../auth/user';
import './account.css';
import {
  useCancelEmailChangeMutation,
  useGetPendingEmailQuery,
  useRequestEmailChangeMutation,
  type EmailChangeInput,
} from './accountApi';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Where a refusal is shown: on the field it is about, or above the form. */
const FIELD_OF: Record<string, keyof EmailChangeInput> = {
  EMAIL_TAKEN: 'newEmail',
  EMAIL_UNCHANGED: 'newEmail',
  CURRENT_PASSWORD_INCORRECT: 'currentPassword',
};

/**
 * The Account tab's "Change e-mail" (issue 26, D19): the new address and the current password. The address changes
 * only when the link mailed to the new one is opened; until then the card says where the link went and that the
 * member keeps signing in with the current address.
 */
export function ChangeEmailCard({ user }: { user: User }) {
  const [form] = Form.useForm<EmailChangeInput>();
  const { data: pending } = useGetPendingEmailQuery();
  const [request, { isLoading }] = useRequestEmailChangeMutation();
  const [cancel, { isLoading: cancelling }] = useCancelEmailChangeMutation();
  const toast = useToast();

  async function submit(values: EmailChangeInput) {
    try {
      await request({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword }).unwrap();
    } catch (error) {
      const message = serverMessage(error, 'Your request could not be sent. Please try again.');
      const field = FIELD_OF[errorCode(error) ?? ''];
      if (field) form.setFields([{ name: field, errors: [message] }]);
      else toast.error('Not sent', message);
      return;
    }
    form.resetFields();
    toast.success('Check your inbox', `We sent a confirmation link to ${values.newEmail.trim()}.`);
  }

  async function withdraw() {
    try {
      await cancel().unwrap();
    } catch (error) {
      toast.error('Not withdrawn', serverMessage(error, 'Please try again.'));
      return;
    }
    toast.success('Change withdrawn', `You keep ${user.email}; the link we sent no longer works.`);
  }

  return (
    <Card title={<h2 className="pw-dashboard__card-title">Change e-mail</h2>}>
      {pending?.pendingEmail && (
        <Alert
          type="info"
          showIcon
          className="pw-account__pending"
          title="Waiting for your confirmation"
          description={
            `We sent a link to ${pending.pendingEmail}; until you open it, you keep signing in with ${user.email}. ` +
            'The link works for 24 hours.'
          }
          action={
            <Button size="small" loading={cancelling} onClick={() => void withdraw()}>
              Cancel this change
            </Button>
          }
        />
      )}
      <Form<EmailChangeInput>
        form={form}
        name="change-email"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="New e-mail address"
          name="newEmail"
          validateFirst
          rules={[
            { required: true, message: EMAIL_MESSAGE },
            { type: 'email', message: EMAIL_MESSAGE, transform: (v: string) => v.trim() },
            { max: 254, message: EMAIL_MESSAGE },
          ]}
        >
          <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Please enter your current password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Send confirmation link
        </Button>
      </Form>
    </Card>
  );
}
