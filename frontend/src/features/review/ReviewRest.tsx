import Alert from 'antd/es/alert';
import AntdTheme from '../../app/AntdTheme';
import { ASSIGNMENT_STATUS } from '../admin/labels';
import { DecisionPanel } from './DecisionPanel';
import { ReviewDesk } from './ReviewDesk';
import { useGetReviewCommentsQuery, type ReviewAssignment } from './reviewApi';
import { VersionCompare } from './VersionCompare';

/**
 * The review desk below its first view (issue 29): what changed since the last review (first, once there are two
 * versions), the latest version with its findings, matches and comments in place, and the decision. Built with
 * antd and the word diff, it comes in a chunk of its own once the title and the facts have been painted.
 */
export default function ReviewRest({ assignment }: { assignment: ReviewAssignment }) {
  const comments = useGetReviewCommentsQuery(assignment.id);
  const latest = assignment.submissions.at(-1);
  const drafts = (comments.data ?? []).filter((comment) => comment.sentAt === null).length;
  return (
    <AntdTheme>
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
    </AntdTheme>
  );
}
