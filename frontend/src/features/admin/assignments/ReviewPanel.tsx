import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useReportedChange } from '../useReportedChange';
import { useReviewAssignmentMutation, type AdminAssignmentDetail, type Review } from '../api/adminAssignmentsApi';
import { fullName } from '../format';
import { BRIEF_LIMITS } from './BriefFields';
import { expectedPayCents, formatCents } from '../../../app/money';

const NOTES_NEEDED = 'Write what the writer should revise.';

/**
 * What completing does, said before it is done (issue 23): it cannot be undone and it opens the writer's payout
 * (D9: rate × word count, or the flat fee), so the editor sees who is paid and how much.
 */
export function completionConfirmation(assignment: AdminAssignmentDetail) {
  const amount = formatCents(expectedPayCents(assignment));
  const writer = assignment.assignee ? fullName(assignment.assignee) : 'the writer';
  return {
    title: `Complete "${assignment.title}" and pay ${writer} ${amount}?`,
    description: `The assignment is completed and a pending payout of ${amount} is created for ${writer}. This cannot be undone.`,
  };
}

/**
 * Review of submitted work (D9): Complete accepts it and opens its payout, after a confirmation that names the
 * writer and the amount; Request revision sends it back to the writer with notes, which a revision requires.
 * Notes are optional to complete.
 */
export function ReviewPanel({ assignment }: { assignment: AdminAssignmentDetail }) {
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [review, { isLoading, originalArgs }] = useReviewAssignmentMutation();
  const report = useReportedChange();
  const confirmation = completionConfirmation(assignment);
  const busy = (decision: Review['decision']) => isLoading && originalArgs?.review.decision === decision;

  async function decide(decision: Review['decision']) {
    const reviewNotes = notes.trim() || null;
    if (decision === 'revise' && !reviewNotes) {
      setProblem(NOTES_NEEDED);
      return;
    }
    setProblem(null);
    const reviewed = await report(review({ id: assignment.id, review: { decision, reviewNotes } }).unwrap(), {
      success: 'Assignment updated successfully',
      failure: 'Failed to update assignment',
    });
    if (reviewed) setNotes('');
  }

  return (
    <div className="pw-admin__review">
      <label htmlFor="pw-review-notes" className="pw-admin__label">
        Notes for the writer
      </label>
      <Input.TextArea
        id="pw-review-notes"
        rows={4}
        maxLength={BRIEF_LIMITS.requirements}
        value={notes}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'pw-review-problem' : undefined}
        onChange={(event) => setNotes(event.target.value)}
      />
      {problem && (
        <div id="pw-review-problem" className="pw-admin__problem" role="alert">
          {problem}
        </div>
      )}
      <div className="pw-admin__actions pw-admin__review-actions">
        <Popconfirm
          title={confirmation.title}
          description={<p className="pw-admin__confirm">{confirmation.description}</p>}
          okText="Complete"
          cancelText="Cancel"
          onConfirm={() => decide('complete')}
        >
          <Button type="primary" loading={busy('complete')} disabled={isLoading}>
            Complete
          </Button>
        </Popconfirm>
        <Button loading={busy('revise')} disabled={isLoading} onClick={() => void decide('revise')}>
          Request revision
        </Button>
      </div>
    </div>
  );
}
