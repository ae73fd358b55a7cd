import { Link } from 'react-router-dom';
import type { AdminAssignmentDetail } from '../api/adminAssignmentsApi';
import { AssignmentEditForm, editableValuesOf } from './AssignmentEditForm';
import { ReviewPanel } from './ReviewPanel';
import { SubmissionVersions } from './SubmissionVersions';

/**
 * The assignment page below its title and summary (issue 29): the review, the versions and the edit form, built with
 * antd's forms; in a chunk of their own, rendered once the first view (which the server renders for the editor) has
 * been painted.
 */
export default function AssignmentDetailRest({ assignment }: { assignment: AdminAssignmentDetail }) {
  return (
    <>
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
  );
}
