import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useSession } from '../auth/useSession';
import { FRESH } from './api/adminApi';
import { useGetAdminUserQuery } from './api/adminUsersApi';
import { BackToAdmin, positiveId } from './detail/BackToAdmin';
import { fullName } from './format';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { useAdminPageMeta } from './useAdminPageMeta';
import './admin.css';

// The edit form and the member's record (antd's forms and tables): fetched once the title and the name, which the
// server renders for the editor, have been painted (issue 29).
const UserDetailRest = lazy(() => import('./users/UserDetailRest'));

/**
 * `/admin/user/{id}` (spec sections 2 and 5, D10): edit a user, beside the member's record (application, quiz
 * attempts, subscription, assignments, earnings; issue 23); 'User Not Found' for a missing one.
 */
export default function AdminUserPage() {
  const id = positiveId(useParams().id);
  const { data: user, error, isLoading } = useGetAdminUserQuery(id ?? 0, { ...FRESH, skip: id === null });
  const { user: me } = useSession();
  const painted = useAfterPaint();
  const notFound = id === null || errorCode(error) === 'USER_NOT_FOUND';
  useAdminPageMeta(notFound ? 'User Not Found' : 'Edit User');

  const rest = <div className="pw-admin__rest-placeholder" aria-busy="true" />;
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
          <h1 className="pw-admin__detail-title">Edit User</h1>
          {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
          {error !== undefined && <Alert type="error" showIcon title="The user could not be loaded." />}
          {user && (
            <>
              <p className="pw-admin__muted">
                {fullName(user)} · {user.email}
              </p>
              <Suspense fallback={rest}>
                {painted ? <UserDetailRest user={user} isSelf={user.id === me?.id} /> : rest}
              </Suspense>
            </>
          )}
        </>
      )}
    </section>
  );
}
