import Button from 'antd/es/button';
import { useState } from 'react';
import { AcceptButton } from './AcceptButton';
import { AssignmentList } from './AssignmentList';
import { canSubmit } from './assignmentLabels';
import { CompletedWorkComments } from './CompletedWorkComments';
import { useGetAvailableAssignmentsQuery, useGetMyAssignmentsQuery, type Assignment } from './dashboardApi';
import { EligibilityNotice } from './EligibilityNotice';
import { SubmitDialog } from './SubmitDialog';
import { useAcceptAssignment } from './useAcceptAssignment';
import { useNextStep } from './useMemberState';
import { WhenNear } from './WhenNear';

function AvailableAssignments() {
  const { data, isLoading, isError } = useGetAvailableAssignmentsQuery();
  const { acceptOne, acceptingId, refusal, dismissRefusal } = useAcceptAssignment();
  const step = useNextStep();
  return (
    <AssignmentList
      title="Available Assignments"
      assignments={data}
      isLoading={isLoading}
      isError={isError}
      notice={<EligibilityNotice message={refusal} onClose={dismissRefusal} />}
      renderActions={(assignment) => (
        <AcceptButton
          assignment={assignment}
          blocked={step}
          waiting={acceptingId !== null}
          accepting={acceptingId === assignment.id}
          onAccept={(chosen) => void acceptOne(chosen)}
        />
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
          if (assignment.status === 'completed') return <CompletedWorkComments assignment={assignment} />;
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
      {/* Below the open briefs, so below the first screen whenever there are any. */}
      <WhenNear reserve={300}>
        <MyAssignments />
      </WhenNear>
    </div>
  );
}
