import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { FRESH } from './api/adminApi';
import { useGetAdminAssignmentQuery } from './api/adminAssignmentsApi';
import { AssignmentEditForm, editableValuesOf } from './assignments/AssignmentEditForm';
import { AssignmentSummary } from './assignments/AssignmentSummary';
import { ReviewPanel } from './assignments/ReviewPanel';
import { SubmissionVersions } from './assignments/SubmissionVersions';
import { BackToAdmin, positiveId } from './detail/BackToAdmin';
import './admin.css';

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
  const notFound = id === null || errorCode(error) === 'ASSIGNMENT_NOT_FOUND';
  useDocumentTitle(notFound ? 'Assignment Not Found' : (assignment?.title ?? 'Assignment Details'));

  if (notFound) {
    return (
      <section className="pw-page pw-page--narrow pw-admin">
        <BackToAdmin tab="assignments" />
        <Typography.Title level={1}>Assignment Not Found</Typography.Title>
        <Typography.Paragraph>There is no assignment with this id.</Typography.Paragraph>
      </section>
    );
  }

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
          <Typography.Title level={1}>{assignment.title}</Typography.Title>
          <AssignmentSummary assignment={assignment} />
          {assignment.status === 'submitted' && (
            <section className="pw-admin__detail-section" aria-labelledby="pw-review-title">
              <h2 id="pw-review-title">Review</h2>
              <p>
                <Link to={`/admin/assignment/${assignment.id}/review`}>Open the review desk</Link>: the text with its
                findings and comments, what changed since the last review, and the decision.
              </p>
              <ReviewPanel assignment={assignment} />
            </section>
          )}
          <section className="pw-admin__detail-section" aria-labelledby="pw-versions-title">
            <h2 id="pw-versions-title">Submitted versions</h2>
            <SubmissionVersions assignment={assignment} />
          </section>
          <section className="pw-admin__detail-section" aria-labelledby="pw-edit-title">
            <h2 id="pw-edit-title">Edit Assignment</h2>
            {/* A fresh form for each saved version, so it shows what the server kept. */}
            <AssignmentEditForm key={JSON.stringify(editableValuesOf(assignment))} assignment={assignment} />
          </section>
        </>
      )}
    </section>
  );
}
