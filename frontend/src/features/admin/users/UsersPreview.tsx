import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { longDate } from '../../../app/dates';
import { ApplicationTag } from '../../dashboard/ApplicationTag';
import { PlainTag } from '../../dashboard/PlainTag';
import { adminUsersApi, type AdminUser } from '../api/adminUsersApi';
import { fullName } from '../format';
import { SUBSCRIPTION_STATUS, tierLabel } from '../labels';
import { ListPreview, type PreviewColumn } from '../list/ListPreview';
import { FIRST_PAGE } from '../list/usePagedListArgs';

/** The Users tab's columns (UsersTab.tsx) in plain elements; its switches and buttons come with the tab. */
const COLUMNS: PreviewColumn<AdminUser>[] = [
  {
    key: 'name',
    title: 'User',
    cell: (user) => (
      <div>
        <strong>{fullName(user)}</strong> {user.isAdmin && <PlainTag>Admin</PlainTag>}
        <div className="pw-admin__muted">@{user.username}</div>
      </div>
    ),
  },
  { key: 'email', title: 'Email', cell: (user) => user.email },
  {
    key: 'subscription',
    title: 'Subscription',
    cell: (user) => (
      <div>
        {tierLabel(user.subscriptionTier)}
        <div className="pw-admin__muted">{SUBSCRIPTION_STATUS[user.subscriptionStatus]}</div>
      </div>
    ),
  },
  {
    key: 'application',
    title: 'Application',
    cell: (user) =>
      user.isAdmin ? <span className="pw-admin__muted">—</span> : <ApplicationTag status={user.applicationStatus} />,
  },
  { key: 'createdAt', title: 'Joined', cell: (user) => longDate(user.createdAt) },
  { key: 'active', title: 'Active', cell: (user) => (user.isActive ? 'Active' : 'Inactive') },
  {
    key: 'actions',
    title: 'Actions',
    cell: (user) => (
      <Link to={`/admin/user/${user.id}`} aria-label={`Edit ${fullName(user)}`}>
        Edit
      </Link>
    ),
  },
];

/**
 * The Users tab's first page as the server renders it (issue 29), from the answer in the page's data block; the placeholder
 * when there is none (an address with filters, or an answer that failed), and the tab asks for its list itself.
 */
export function UsersPreview({ placeholder }: { placeholder: ReactNode }) {
  const { data } = adminUsersApi.endpoints.getAdminUsers.useQueryState(FIRST_PAGE);
  if (!data) return placeholder;
  return (
    <ListPreview<AdminUser>
      label="Users"
      columns={COLUMNS}
      rows={data.items}
      total={`${data.total} ${data.total === 1 ? 'user' : 'users'}`}
      rowKey={(user) => user.id}
      rowClassName={(user) => (user.isActive ? '' : 'pw-admin__row--inactive')}
    />
  );
}
