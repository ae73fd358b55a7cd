import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { Fragment, useState } from 'react';
import { errorCode, serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import { requiredName, USERNAME_RULES } from '../auth/accountFieldRules';
import type { User } from '../auth/user';
import { useUpdateProfileMutation, type ProfileInput } from './accountApi';

/**
 * An e-mail address that, when its line is too short (a phone), breaks first before its "@" and its dots rather than
 * at whatever letter the line ends on; only a part longer than the whole line still breaks inside.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The Account tab's "Account Information" (spec section 2), which the member edits (issue 26): first and last name
 * and username, with registration's rules and messages; a taken username is shown on its field.
 */
export function AccountInformationCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const title = <h2 className="pw-dashboard__card-title">Account Information</h2>;
  const edit = (
    <Button onClick={() => setEditing(true)} aria-label="Edit account information">
      Edit
    </Button>
  );
  return (
    <Card title={title} extra={editing ? null : edit}>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Name">
            {user.firstName} {user.lastName}
          </Descriptions.Item>
          <Descriptions.Item label="E-mail">
            <EmailAddress email={user.email} />
          </Descriptions.Item>
          <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
          <Descriptions.Item label="Member since">{longDate(user.createdAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [form] = Form.useForm<ProfileInput>();
  const [save, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();

  async function submit(values: ProfileInput) {
    try {
      await save({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
      }).unwrap();
    } catch (error) {
      const message = serverMessage(error, 'Your details could not be saved. Please try again.');
      if (errorCode(error) === 'USERNAME_TAKEN') form.setFields([{ name: 'username', errors: [message] }]);
      else toast.error('Not saved', message);
      return;
    }
    toast.success('Saved', 'Your account information is up to date.');
    onDone();
  }

  return (
    <Form<ProfileInput>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ firstName: user.firstName, lastName: user.lastName, username: user.username }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="First name" name="firstName" rules={requiredName('First name')}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastName" rules={requiredName('Last name')}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Username" name="username" validateFirst rules={USERNAME_RULES}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}
