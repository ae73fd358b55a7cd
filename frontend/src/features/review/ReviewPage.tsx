import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { FRESH } from '../admin/api/adminApi';
import { useGetAdminAssignmentQuery } from '../admin/api/adminAssignmentsApi';
import { BackToAdmin, positiveId } from '../admin/detail/BackToAdmin';
import { ASSIGNMENT_STATUS } from '../admin/labels';
import { ReviewFacts } from './ReviewFacts';
import { ReviewDesk } from './ReviewDesk';
import { VersionCompare } from './VersionCompare';
import { DecisionPanel } from './DecisionPanel';
import { useGetReviewCommentsQuery, type ReviewAssignment } from './reviewApi';
import '../admin/admin.css';
import './review.css';

/**
 * `/admin/assignment/{id}/review`, the review desk (issue 28, D22): the facts to weigh, what changed since the last
 * review (first, once there are two versions), the latest version with its findings, matches and comments in place,
 * and the decision.
 */
export default function ReviewPage() {
  const id = positiveId(useParams().id);
  const { data, error, isLoading } = useGetAdminAssignmentQuery(id ?? 0, { ...FRESH, skip: id === null });
  const assignment = data as ReviewAssignment | undefined;
  const comments = useGetReviewCommentsQuery(id ?? 0, { ...FRESH, skip: id === null });
  const notFound = id === null || errorCode(error) === 'ASSIGNMENT_NOT_FOUND';
  useDocumentTitle(notFound ? 'Assignment Not Found' : `Review: ${assignment?.title ?? 'Assignment'}`);

  if (notFound) {
    return (
      <section className="pw-page pw-admin pw-review">
        <BackToAdmin tab="assignments" />
        <Typography.Title level={1}>Assignment Not Found</Typography.Title>
        <Typography.Paragraph>There is no assignment with this id.</Typography.Paragraph>
      </section>
    );
  }
  const latest = assignment?.submissions.at(-1);
  const drafts = (comments.data ?? []).filter((comment) => comment.sentAt === null).length;

  return (
    <section className="pw-page pw-admin pw-review">
      <BackToAdmin tab="assignments" />
      {isLoading && <Skeleton active paragraph={{ rows: 12 }} />}
      {error !== undefined && !assignment && (
        <Alert type="error" showIcon title="The assignment could not be loaded." />
      )}
      {assignment && (
        <>
          <Typography.Title level={1}>Review: {assignment.title}</Typography.Title>
          <p>
            <Link to={`/admin/assignment/${assignment.id}`}>Assignment details and edit form</Link>
          </p>
          <ReviewFacts assignment={assignment} />
          {comments.isError && <Alert type="error" showIcon title="The comments could not be loaded." />}
          {assignment.submissions.length > 1 && (
            // First: the review opens on what changed since the last review (D22), then the latest version.
            <section className="pw-admin__detail-section" aria-labelledby="pw-review-compare">
              <h2 id="pw-review-compare">What changed</h2>
              <VersionCompare
                versions={assignment.submissions}
                writerId={assignment.assignee?.id ?? null}
                reviewedAt={assignment.reviewedAt}
              />
            </section>
          )}
          {latest ? (
            <ReviewDesk assignment={assignment} latest={latest} comments={comments.data ?? []} />
          ) : (
            <p className="pw-admin__muted">Nothing has been submitted yet.</p>
          )}
          <section className="pw-admin__detail-section" aria-labelledby="pw-review-decision">
            <h2 id="pw-review-decision">Decision</h2>
            {assignment.status === 'submitted' ? (
              <DecisionPanel assignment={assignment} drafts={drafts} />
            ) : (
              <p>Not waiting for a review: {ASSIGNMENT_STATUS[assignment.status].text}.</p>
            )}
          </section>
        </>
      )}
    </section>
  );
}
