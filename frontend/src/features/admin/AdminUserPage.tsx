import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useSession } from '../auth/useSession';
import { FRESH } from './api/adminApi';
import { useGetAdminUserQuery } from './api/adminUsersApi';
import { BackToAdmin, positiveId } from './detail/BackToAdmin';
import { fullName } from './format';
import { MemberRecord } from './users/MemberRecord';
import { UserEditForm } from './users/UserEditForm';
import './admin.css';

/**
 * `/admin/user/{id}` (spec sections 2 and 5, D10): edit a user, beside the member's record (application, quiz
 * attempts, subscription, assignments, earnings; issue 23); 'User Not Found' for a missing one.
 */
export default function AdminUserPage() {
  const id = positiveId(useParams().id);
  const { data: user, error, isLoading } = useGetAdminUserQuery(id ?? 0, { ...FRESH, skip: id === null });
  const { user: me } = useSession();
  const notFound = id === null || errorCode(error) === 'USER_NOT_FOUND';
  useDocumentTitle(notFound ? 'User Not Found' : 'Edit User');

  return (
    <section className={`pw-page pw-admin${user && !user.isAdmin ? '' : ' pw-page--narrow'}`}>
      <BackToAdmin tab="users" />
      {notFound ? (
        <>
          <Typography.Title level={1}>User Not Found</Typography.Title>
          <Typography.Paragraph>There is no user with this id: the account may have been deleted.</Typography.Paragraph>
        </>
      ) : (
        <>
          <Typography.Title level={1}>Edit User</Typography.Title>
          {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
          {error !== undefined && <Alert type="error" showIcon title="The user could not be loaded." />}
          {user && (
            <>
              <Typography.Paragraph type="secondary">
                {fullName(user)} · {user.email}
              </Typography.Paragraph>
              <div className={user.isAdmin ? undefined : 'pw-admin__member-layout'}>
                <section aria-labelledby="pw-member-edit">
                  <h2 id="pw-member-edit">Account</h2>
                  {/* A fresh form for each saved version, so it shows what the server kept. */}
                  <UserEditForm key={JSON.stringify(user)} user={user} isSelf={user.id === me?.id} />
                </section>
                {!user.isAdmin && <MemberRecord userId={user.id} />}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
