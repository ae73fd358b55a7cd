import type { AdminUserDetails } from '../api/adminUsersApi';
import { MemberRecord } from './MemberRecord';
import { UserEditForm } from './UserEditForm';

/**
 * The user page below its title and name (issue 29): the edit form beside the member's record, built with antd's
 * forms and tables; in a chunk of its own, rendered once the first view (which the server renders for the editor) has
 * been painted.
 */
export default function UserDetailRest({ user, isSelf }: { user: AdminUserDetails; isSelf: boolean }) {
  return (
    <div className={user.isAdmin ? undefined : 'pw-admin__member-layout'}>
      <section aria-labelledby="pw-member-edit">
        <h2 id="pw-member-edit">Account</h2>
        {/* A fresh form for each saved version, so it shows what the server kept. */}
        <UserEditForm key={JSON.stringify(user)} user={user} isSelf={isSelf} />
      </section>
      {!user.isAdmin && <MemberRecord userId={user.id} />}
    </div>
  );
}
