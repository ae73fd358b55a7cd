import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { FRESH } from '../admin/api/adminApi';
import { useGetAdminAssignmentQuery } from '../admin/api/adminAssignmentsApi';
import { BackToAdmin, positiveId } from '../admin/detail/BackToAdmin';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { ReviewFacts } from './ReviewFacts';
import { useGetReviewCommentsQuery, type ReviewAssignment } from './reviewApi';
import { useAdminPageMeta } from '../admin/useAdminPageMeta';
import '../admin/admin.css';
import './review.css';

// The text with its marks and margin, the word diff and the decision (antd, and most of the page's code): fetched
// once the first view (title, facts), which the server renders for the editor, has been painted (issue 29).
const ReviewRest = lazy(() => import('./ReviewRest'));

/**
 * `/admin/assignment/{id}/review`, the review desk (issue 28, D22): the facts to weigh, what changed since the last
 * review (first, once there are two versions), the latest version with its findings, matches and comments in place,
 * and the decision.
 */
export default function ReviewPage() {
  const id = positiveId(useParams().id);
  const { data, error, isLoading } = useGetAdminAssignmentQuery(id ?? 0, { ...FRESH, skip: id === null });
  const assignment = data as ReviewAssignment | undefined;
  // Asked here, with the page, so the comments come in parallel with the rest's code (the server may have sent them).
  useGetReviewCommentsQuery(id ?? 0, { ...FRESH, skip: id === null });
  const painted = useAfterPaint();
  const notFound = id === null || errorCode(error) === 'ASSIGNMENT_NOT_FOUND';
  useAdminPageMeta(notFound ? 'Assignment Not Found' : `Review: ${assignment?.title ?? 'Assignment'}`);

  if (notFound) {
    return (
      <section className="pw-page pw-admin pw-review">
        <BackToAdmin tab="assignments" />
        <h1>Assignment Not Found</h1>
        <p>There is no assignment with this id.</p>
      </section>
    );
  }
  const rest = <div className="pw-review__rest-placeholder" aria-busy="true" />;

  return (
    <section className="pw-page pw-admin pw-review">
      <BackToAdmin tab="assignments" />
      {isLoading && rest}
      {error !== undefined && !assignment && (
        <p role="alert" className="pw-admin__load-error">
          The assignment could not be loaded.
        </p>
      )}
      {assignment && (
        <>
          <h1>Review: {assignment.title}</h1>
          <p>
            <Link to={`/admin/assignment/${assignment.id}`}>Assignment details and edit form</Link>
          </p>
          <ReviewFacts assignment={assignment} />
          <Suspense fallback={rest}>{painted ? <ReviewRest assignment={assignment} /> : rest}</Suspense>
        </>
      )}
    </section>
  );
}
