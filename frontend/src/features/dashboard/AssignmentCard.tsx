import { useState, type ReactNode } from 'react';
import { longDate } from '../../app/dates';
import {
  OVERDUE_COLOR,
  PREMIUM_COLOR,
  STATUS_COLORS,
  STATUS_LABELS,
  TYPE_LABELS,
  showsReviewNotes,
} from './assignmentLabels';
import type { Assignment, BoardAssignment } from './dashboardApi';
import { payLabel } from '../../app/money';
import { groupDigits } from '../../app/numbers';
import { AssignmentBrief } from './AssignmentBrief';
import { OriginalityFact } from './OriginalityFact';
import { PlainTag } from './PlainTag';

interface AssignmentCardProps {
  /** Open work from the board carries when premium work opens to every member. */
  assignment: Assignment | BoardAssignment;
  /** The member's own work shows its status; open briefs are all available. */
  showStatus?: boolean;
  /** Overview's short form: no description or requirements. */
  compact?: boolean;
  actions?: ReactNode;
}

/**
 * Premium work on the board before it opens to all (D20): only an Editorial Partner sees it then, and reads when
 * everyone else will.
 */
function FirstLook({ assignment }: { assignment: Assignment | BoardAssignment }) {
  // The moment the board was shown: the server listed it for the member then.
  const [shownAt] = useState(Date.now);
  const opensAt = 'opensToAllAt' in assignment ? assignment.opensToAllAt : null;
  if (!opensAt || new Date(opensAt).getTime() <= shownAt) return null;
  return (
    <p className="pw-assignment__first-look">
      First look for Editorial Partners. Opens to all members on {longDate(opensAt, 'minutes')}.
    </p>
  );
}

/** One brief: pay, length, deadline, and for the member's own work its state, word count and the editor's notes. */
export function AssignmentCard({ assignment, showStatus = false, compact = false, actions }: AssignmentCardProps) {
  const titleId = `assignment-${assignment.id}-title`;
  return (
    <article className="pw-card pw-assignment" aria-labelledby={titleId}>
      <header className="pw-assignment__header">
        <h3 id={titleId} className="pw-assignment__title">
          {assignment.title}
        </h3>
        <div className="pw-assignment__tags">
          <PlainTag>{TYPE_LABELS[assignment.type]}</PlainTag>
          {showStatus && (
            <PlainTag color={STATUS_COLORS[assignment.status]}>{STATUS_LABELS[assignment.status]}</PlainTag>
          )}
          {assignment.isPremium && <PlainTag color={PREMIUM_COLOR}>Premium</PlainTag>}
          {assignment.overdue && <PlainTag color={OVERDUE_COLOR}>Overdue</PlainTag>}
        </div>
      </header>
      <FirstLook assignment={assignment} />
      <dl className="pw-assignment__facts">
        <div>
          <dt>Pay</dt>
          <dd>{payLabel(assignment)}</dd>
        </div>
        <div>
          <dt>Length</dt>
          <dd>{groupDigits(assignment.wordCount)} words</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{longDate(assignment.deadline)}</dd>
        </div>
        {assignment.submittedWordCount !== null && (
          <div>
            <dt>Word count</dt>
            <dd>
              {groupDigits(assignment.submittedWordCount)} of {groupDigits(assignment.wordCount)} words
            </dd>
          </div>
        )}
        <OriginalityFact score={assignment.originalityScore} />
      </dl>
      {!compact && <AssignmentBrief assignment={assignment} />}
      {showsReviewNotes(assignment) && (
        <div className="pw-assignment__notes">
          <p className="pw-assignment__notes-title">
            {assignment.status === 'reviewed' ? 'Revision requested by the editor' : "Editor's notes"}
          </p>
          <p>{assignment.reviewNotes}</p>
        </div>
      )}
      {actions && <div className="pw-assignment__actions">{actions}</div>}
    </article>
  );
}
