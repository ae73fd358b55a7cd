import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { EmailField } from '../../../app/components/EmailField';
import { useReportedChange } from '../useReportedChange';
import { useEditUserMutation, type AdminUserDetails, type UserEdit } from '../api/adminUsersApi';
import { SUBSCRIPTION_STATUS, TIER, tierLabel } from '../labels';

type Values = Pick<
  AdminUserDetails,
  'firstName' | 'lastName' | 'email' | 'username' | 'subscriptionStatus' | 'isAdmin' | 'isActive'
> & {
  /** The select cannot hold null: '' stands for no plan. */
  subscriptionTier: string;
  newPassword?: string;
};

const NO_PLAN = '';
const STATUS_OPTIONS = Object.entries(SUBSCRIPTION_STATUS).map(([value, label]) => ({ value, label }));
const TIER_OPTIONS = [
  { value: NO_PLAN, label: tierLabel(null) },
  ...Object.entries(TIER).map(([value, label]) => ({ value, label })),
];

const USERNAME = /^[A-Za-z0-9._-]+$/;

/** Registration's username rules (spec section 5), with its messages. */
function usernameProblem(username: string): string | null {
  if (username.length < 3) return 'Username must be at least 3 characters';
  if (username.length > 20) return 'Username must be less than 20 characters';
  if (!USERNAME.test(username)) return 'Username may only contain letters, numbers, dots, dashes and underscores';
  return null;
}

const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required` }];

const valuesOf = (user: AdminUserDetails): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  username: user.username,
  subscriptionStatus: user.subscriptionStatus,
  subscriptionTier: user.subscriptionTier ?? NO_PLAN,
  isAdmin: user.isAdmin,
  isActive: user.isActive,
});

/**
 * Only what the editor changed: nothing else is overwritten with what this page loaded. The subscription fields
 * are the payment provider's when it has the member (D10), and a new password goes only when it is not blank
 * (spec section 5).
 */
function editOf(user: AdminUserDetails, values: Values): UserEdit {
  const before = valuesOf(user);
  const edit: UserEdit = {};
  for (const key of ['firstName', 'lastName', 'email', 'username'] as const) {
    const value = values[key].trim();
    if (value !== before[key]) edit[key] = value;
  }
  if (values.isAdmin !== before.isAdmin) edit.isAdmin = values.isAdmin;
  if (values.isActive !== before.isActive) edit.isActive = values.isActive;
  if (!user.hasProviderSubscription) {
    if (values.subscriptionStatus !== before.subscriptionStatus) edit.subscriptionStatus = values.subscriptionStatus;
    if (values.subscriptionTier !== before.subscriptionTier)
      edit.subscriptionTier = (values.subscriptionTier || null) as UserEdit['subscriptionTier'];
  }
  if (values.newPassword?.trim()) edit.newPassword = values.newPassword;
  return edit;
}

/** The edit form of `/admin/user/{id}` (spec section 5). */
export function UserEditForm({ user, isSelf }: { user: AdminUserDetails; isSelf: boolean }) {
  const [form] = Form.useForm<Values>();
  const [editUser, { isLoading }] = useEditUserMutation();
  const report = useReportedChange();

  async function save(values: Values) {
    const saved = await report(editUser({ id: user.id, edit: editOf(user, values) }).unwrap(), {
      success: 'User updated successfully',
      failure: 'Failed to update user',
    });
    if (saved) form.setFieldValue('newPassword', '');
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(user)}
      onFinish={(values) => void save(values)}
      className="pw-admin__edit-form"
    >
      <fieldset className="pw-admin__fieldset">
        <legend>Details</legend>
        <div className="pw-admin__field-pair">
          <Form.Item label="First Name" name="firstName" rules={required('First name')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={required('Last name')}>
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <EmailField />
        <Form.Item
          label="Username"
          name="username"
          validateFirst
          rules={[
            ...required('Username'),
            {
              validator: (_rule, value: string | undefined) => {
                const problem = usernameProblem((value ?? '').trim());
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
      </fieldset>

      <fieldset className="pw-admin__fieldset">
        <legend>Subscription</legend>
        {user.hasProviderSubscription ? (
          <>
            <p className="pw-admin__muted">
              This member pays through the payment provider, which keeps their subscription: it is shown here as the
              provider reports it and cannot be edited.
            </p>
            <dl className="pw-admin__answers">
              <dt>Status</dt>
              <dd>{SUBSCRIPTION_STATUS[user.subscriptionStatus]}</dd>
              <dt>Tier</dt>
              <dd>{tierLabel(user.subscriptionTier)}</dd>
            </dl>
          </>
        ) : (
          <div className="pw-admin__field-pair">
            <Form.Item label="Subscription Status" name="subscriptionStatus">
              <Select options={STATUS_OPTIONS} />
            </Form.Item>
            <Form.Item label="Subscription Tier" name="subscriptionTier">
              <Select options={TIER_OPTIONS} />
            </Form.Item>
          </div>
        )}
      </fieldset>

      <fieldset className="pw-admin__fieldset">
        <legend>Access</legend>
        <Form.Item
          label="Administrator"
          name="isAdmin"
          valuePropName="checked"
          extra={isSelf ? 'You cannot remove your own admin privileges.' : 'Administrators can use this console.'}
        >
          <Switch disabled={isSelf} />
        </Form.Item>
        <Form.Item
          label="Active"
          name="isActive"
          valuePropName="checked"
          extra={
            isSelf
              ? 'You cannot deactivate your own account.'
              : 'Deactivating a user stops their login and platform access: they are signed out at once.'
          }
        >
          <Switch disabled={isSelf} />
        </Form.Item>
        <Form.Item
          label="New Password"
          name="newPassword"
          extra="Leave blank to keep the current password. A new one signs the user out of their other sessions."
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                value?.trim() && value.length < 6
                  ? Promise.reject(new Error('Password must be at least 6 characters'))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </fieldset>

      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save Changes
      </Button>
    </Form>
  );
}
