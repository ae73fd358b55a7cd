import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { FRESH } from './api/adminApi';
import { useGetAdminAssignmentQuery } from './api/adminAssignmentsApi';
import { AssignmentSummary } from './assignments/AssignmentSummary';
import { BackToAdmin, positiveId } from './detail/BackToAdmin';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { useAdminPageMeta } from './useAdminPageMeta';
import './admin.css';

// The review, the versions and the edit form (antd's forms): fetched once the title and the summary, which the server
// renders for the editor, have been painted (issue 29).
const AssignmentDetailRest = lazy(() => import('./assignments/AssignmentDetailRest'));

/**
 * `/admin/assignment/{id}` (spec section 2, D9): the assignment, the versions handed in with their word counts
 * against the target, the review (complete or request a revision) and the edit form. 'Assignment Not Found'
 * for a missing one.
 */
export default function AdminAssignmentPage() {
  const id = positiveId(useParams().id);
  const {
    data: assignment,
    error,
    isLoading,
  } = useGetAdminAssignmentQuery(id ?? 0, {
    ...FRESH,
    skip: id === null,
  });
  const painted = useAfterPaint();
  const notFound = id === null || errorCode(error) === 'ASSIGNMENT_NOT_FOUND';
  useAdminPageMeta(notFound ? 'Assignment Not Found' : (assignment?.title ?? 'Assignment Details'));

  if (notFound) {
    return (
      <section className="pw-page pw-page--narrow pw-admin">
        <BackToAdmin tab="assignments" />
        <Typography.Title level={1}>Assignment Not Found</Typography.Title>
        <Typography.Paragraph>There is no assignment with this id.</Typography.Paragraph>
      </section>
    );
  }

  const rest = <div className="pw-admin__rest-placeholder" aria-busy="true" />;
  return (
    <section className="pw-page pw-page--narrow pw-admin">
      <BackToAdmin tab="assignments" />
      {isLoading && (
        <>
          <Typography.Title level={1}>Assignment Details</Typography.Title>
          <Skeleton active paragraph={{ rows: 12 }} />
        </>
      )}
      {error !== undefined && !assignment && (
        <>
          <Typography.Title level={1}>Assignment Details</Typography.Title>
          <Alert type="error" showIcon title="The assignment could not be loaded." />
        </>
      )}
      {assignment && (
        <>
          <h1 className="pw-admin__detail-title">{assignment.title}</h1>
          <AssignmentSummary assignment={assignment} />
          <Suspense fallback={rest}>{painted ? <AssignmentDetailRest assignment={assignment} /> : rest}</Suspense>
        </>
      )}
    </section>
  );
}
