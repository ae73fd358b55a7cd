import Button from 'antd/es/button';
import { useState } from 'react';
import { AssignmentList } from './AssignmentList';
import { canSubmit } from './assignmentLabels';
import { useGetAvailableAssignmentsQuery, useGetMyAssignmentsQuery, type Assignment } from './dashboardApi';
import { EligibilityNotice } from './EligibilityNotice';
import { SubmitDialog } from './SubmitDialog';
import { useAcceptAssignment } from './useAcceptAssignment';

function AvailableAssignments() {
  const { data, isLoading, isError } = useGetAvailableAssignmentsQuery();
  const { acceptOne, acceptingId, refusal, dismissRefusal } = useAcceptAssignment();
  return (
    <AssignmentList
      title="Available Assignments"
      assignments={data}
      isLoading={isLoading}
      isError={isError}
      notice={<EligibilityNotice message={refusal} onClose={dismissRefusal} />}
      renderActions={(assignment) => (
        <Button
          type="primary"
          loading={acceptingId === assignment.id}
          disabled={acceptingId !== null && acceptingId !== assignment.id}
          onClick={() => void acceptOne(assignment)}
          aria-label={`Accept ${assignment.title}`}
        >
          Accept
        </Button>
      )}
    />
  );
}

function MyAssignments() {
  const { data, isLoading, isError } = useGetMyAssignmentsQuery();
  const [writing, setWriting] = useState<Assignment | null>(null);
  return (
    <>
      <AssignmentList
        title="My Assignments"
        assignments={data}
        isLoading={isLoading}
        isError={isError}
        showStatus
        renderActions={(assignment) => {
          if (!canSubmit(assignment)) return null;
          const action = assignment.status === 'reviewed' ? 'Revise and Resubmit' : 'Submit Work';
          return (
            <Button type="primary" onClick={() => setWriting(assignment)} aria-label={`${action}: ${assignment.title}`}>
              {action}
            </Button>
          );
        }}
      />
      {writing && <SubmitDialog key={writing.id} assignment={writing} onClose={() => setWriting(null)} />}
    </>
  );
}

/** The Assignments tab (spec section 2): open briefs to accept, and the member's own work to write and submit. */
export function AssignmentsTab() {
  return (
    <div className="pw-dashboard__tab">
      <AvailableAssignments />
      <MyAssignments />
    </div>
  );
}
