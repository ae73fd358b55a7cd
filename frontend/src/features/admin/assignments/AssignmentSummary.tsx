import Tag from 'antd/es/tag';
import { longDate } from '../../../app/dates';
import type { AdminAssignmentDetail } from '../api/adminAssignmentsApi';
import { wordsAgainstTarget } from '../format';
import { ASSIGNMENT_TYPE, PAYOUT_STATUS } from '../labels';
import { fullName } from '../format';
import { AssignmentStatusTags } from './AssignmentStatusTags';
import { formatMoney, payLabel } from '../../../app/money';

const when = (iso: string | null) => (iso ? longDate(iso, 'minutes') : '—');

/** The assignment at a glance: who has it, where it stands, what it pays, and its payout once completed. */
export function AssignmentSummary({ assignment }: { assignment: AdminAssignmentDetail }) {
  const { assignee, payout } = assignment;
  return (
    <div className="pw-admin__summary">
      <dl className="pw-admin__facts">
        <dt>Status</dt>
        <dd>
          <AssignmentStatusTags assignment={assignment} />
        </dd>
        <dt>Assignee</dt>
        <dd>{assignee ? `${fullName(assignee)} (${assignee.email})` : 'Unassigned'}</dd>
        <dt>Type</dt>
        <dd>{ASSIGNMENT_TYPE[assignment.type]}</dd>
        <dt>Pay</dt>
        <dd>{payLabel(assignment)}</dd>
        <dt>Words</dt>
        <dd>{wordsAgainstTarget(assignment.submittedWordCount, assignment.wordCount)}</dd>
        <dt>Originality</dt>
        <dd>
          {assignment.originalityScore === null ? '—' : `${assignment.originalityScore}% original (latest version)`}
        </dd>
        <dt>Deadline</dt>
        <dd>{when(assignment.deadline)}</dd>
        <dt>Accepted</dt>
        <dd>{when(assignment.acceptedAt)}</dd>
        <dt>Submitted</dt>
        <dd>{when(assignment.submittedAt)}</dd>
        <dt>Reviewed</dt>
        <dd>{when(assignment.reviewedAt)}</dd>
        <dt>Payout</dt>
        <dd>
          {payout ? (
            <>
              {formatMoney(payout.amount)}{' '}
              <Tag color={PAYOUT_STATUS[payout.status].color}>{PAYOUT_STATUS[payout.status].text}</Tag>
            </>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <h2>Description</h2>
      <p className="pw-admin__prose">{assignment.description}</p>
      {assignment.requirements && (
        <>
          <h2>Requirements</h2>
          <p className="pw-admin__prose">{assignment.requirements}</p>
        </>
      )}
      {assignment.reviewNotes && (
        <>
          <h2>Review notes</h2>
          <p className="pw-admin__prose">{assignment.reviewNotes}</p>
        </>
      )}
    </div>
  );
}
