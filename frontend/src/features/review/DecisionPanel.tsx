import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import type { Review } from '../admin/api/adminAssignmentsApi';
import { completionConfirmation } from '../admin/assignments/ReviewPanel';
import { BRIEF_LIMITS } from '../admin/assignments/BriefFields';
import { useReportedChange } from '../admin/useReportedChange';
import { useDecideReviewMutation, type ReviewAssignment } from './reviewApi';

const NOTES_NEEDED = 'Write what the writer should revise.';

/** Either decision sends the drafts (the server does, D22): the writer reads them on the work, revised or completed. */
export const draftsSent = (drafts: number) =>
  drafts === 0
    ? null
    : `${drafts} draft comment${drafts === 1 ? '' : 's'} will be sent to the writer with your decision, a revision or a completion.`;

/**
 * The decision (D22): a summary note, then Request revision or Complete, after a confirmation that names the writer
 * and the pay it creates; either sends the note and the draft comments to the writer together.
 */
export function DecisionPanel({ assignment, drafts }: { assignment: ReviewAssignment; drafts: number }) {
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, { isLoading, originalArgs }] = useDecideReviewMutation();
  const report = useReportedChange();
  const confirmation = completionConfirmation(assignment);
  const sentWith = draftsSent(drafts);
  const busy = (decision: Review['decision']) => isLoading && originalArgs?.review.decision === decision;

  async function send(decision: Review['decision']) {
    const reviewNotes = notes.trim() || null;
    if (decision === 'revise' && !reviewNotes) {
      setProblem(NOTES_NEEDED);
      return;
    }
    setProblem(null);
    const done = await report(decide({ id: assignment.id, review: { decision, reviewNotes } }).unwrap(), {
      success: decision === 'revise' ? 'Revision requested' : 'Assignment completed',
      failure: 'Failed to update assignment',
    });
    if (done) setNotes('');
  }

  return (
    <div className="pw-admin__review">
      <label htmlFor="pw-decision-notes" className="pw-admin__label">
        Summary note for the writer
      </label>
      <Input.TextArea
        id="pw-decision-notes"
        rows={4}
        maxLength={BRIEF_LIMITS.requirements}
        value={notes}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'pw-decision-problem' : 'pw-decision-drafts'}
        onChange={(event) => setNotes(event.target.value)}
      />
      {problem && (
        <div id="pw-decision-problem" className="pw-admin__problem" role="alert">
          {problem}
        </div>
      )}
      <p id="pw-decision-drafts" className="pw-admin__muted">
        {sentWith ?? 'No draft comments: the note goes alone.'}
      </p>
      <div className="pw-admin__actions pw-admin__review-actions">
        <Button loading={busy('revise')} disabled={isLoading} onClick={() => void send('revise')}>
          Request revision
        </Button>
        <Popconfirm
          title={confirmation.title}
          description={
            <p className="pw-admin__confirm">
              {confirmation.description}
              {drafts > 0 &&
                ` ${drafts} draft comment${drafts === 1 ? '' : 's'} will be sent with it; the writer can read ${drafts === 1 ? 'it' : 'them'} on the completed work.`}
            </p>
          }
          okText="Complete"
          cancelText="Cancel"
          onConfirm={() => send('complete')}
        >
          <Button type="primary" loading={busy('complete')} disabled={isLoading}>
            Complete
          </Button>
        </Popconfirm>
      </div>
    </div>
  );
}
