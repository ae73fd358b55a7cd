import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { ButtonLink } from '../../../app/components/ButtonLink';
import { longDate } from '../../../app/dates';
import { useSession } from '../../auth/useSession';
import { ApplicationTag } from '../../dashboard/ApplicationTag';
import {
  useDeleteUserMutation,
  useEditUserMutation,
  useGetAdminUsersQuery,
  type AdminUser,
} from '../api/adminUsersApi';
import { fullName } from '../format';
import { SUBSCRIPTION_STATUS, tierLabel } from '../labels';
import { ListFilters } from '../list/ListFilters';
import { PagedTable } from '../list/PagedTable';
import { emptyListText, usePagedList } from '../list/usePagedListArgs';
import { useReportedChange } from '../useReportedChange';

/**
 * The Users tab of /admin (spec section 2, D10): search by name, e-mail or username, a page at a time;
 * activate or deactivate (the toggle sends only `isActive`; deactivating signs the user out at once), edit on
 * `/admin/user/{id}`, delete (not for administrators). Editors cannot deactivate themselves.
 */
export function UsersTab() {
  const { args, filter, table } = usePagedList(useGetAdminUsersQuery, {} as { search?: string });
  const [editUser] = useEditUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const { user: me } = useSession();
  const report = useReportedChange();

  const setActive = (user: AdminUser, isActive: boolean) =>
    report(editUser({ id: user.id, edit: { isActive } }).unwrap(), {
      success: 'User updated successfully',
      failure: 'Failed to update user',
    });

  const remove = (user: AdminUser) =>
    report(deleteUser(user.id).unwrap(), { success: 'User deleted successfully', failure: 'Failed to delete user' });

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'User',
      key: 'name',
      sorter: true,
      render: (_, user) => (
        <div>
          <strong>{fullName(user)}</strong> {user.isAdmin && <Tag>Admin</Tag>}
          <div className="pw-admin__muted">@{user.username}</div>
        </div>
      ),
    },
    { title: 'Email', key: 'email', sorter: true, render: (_, user) => user.email },
    {
      title: 'Subscription',
      key: 'subscription',
      render: (_, user) => (
        <div>
          {tierLabel(user.subscriptionTier)}
          <div className="pw-admin__muted">{SUBSCRIPTION_STATUS[user.subscriptionStatus]}</div>
        </div>
      ),
    },
    {
      title: 'Application',
      key: 'application',
      render: (_, user) =>
        user.isAdmin ? <span className="pw-admin__muted">—</span> : <ApplicationTag status={user.applicationStatus} />,
    },
    { title: 'Joined', key: 'createdAt', sorter: true, render: (_, user) => longDate(user.createdAt) },
    {
      title: 'Active',
      key: 'active',
      render: (_, user) => (
        <Switch
          checked={user.isActive}
          // An editor cannot lock themself out (D10).
          disabled={user.id === me?.id}
          onChange={(checked) => void setActive(user, checked)}
          aria-label={`Active: ${fullName(user)}`}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 168,
      render: (_, user) => (
        <div className="pw-admin__actions">
          <ButtonLink size="small" to={`/admin/user/${user.id}`} aria-label={`Edit ${fullName(user)}`}>
            Edit
          </ButtonLink>
          {!user.isAdmin && (
            <Popconfirm
              title={`Delete ${fullName(user)}?`}
              description="Their subscription is cancelled, their personal data erased and they are told by email; payouts and finished work stay, without their name."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(user)}
            >
              <Button size="small" danger aria-label={`Delete ${fullName(user)}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <ListFilters searchLabel="Search users" onChange={filter} />
      <PagedTable<AdminUser>
        {...table}
        noun={{ one: 'user', many: 'users' }}
        columns={columns}
        emptyText={emptyListText('users', args)}
        minWidth={1040}
        rowClassName={(user) => (user.isActive ? '' : 'pw-admin__row--inactive')}
      />
    </>
  );
}
