import { useState } from 'react';
import { failedWith, serverMessage, type ErrorCode } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useAcceptAssignmentMutation, type Assignment } from './dashboardApi';

/** What D2 step 6 lacks: each refusal names it, and the dashboard shows the link that fixes it. */
const NOT_ELIGIBLE: ErrorCode[] = [
  'ASSIGNMENT_ACCOUNT_INACTIVE',
  'ASSIGNMENT_APPLICATION_REQUIRED',
  'ASSIGNMENT_SUBSCRIPTION_REQUIRED',
];

/**
 * Accept with spec section 8's toasts. An eligibility refusal (D2 step 6): its message, which names
 * what is missing, stays on screen beside the link that fixes it until the next attempt.
 */
export function useAcceptAssignment() {
  const [accept] = useAcceptAssignmentMutation();
  const toast = useToast();
  const [acceptingId, setAcceptingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function acceptOne(assignment: Assignment) {
    setAcceptingId(assignment.id);
    setRefusal(null);
    try {
      await accept(assignment.id).unwrap();
      toast.success('Assignment Accepted', `“${assignment.title}” is now in My Assignments.`);
    } catch (error) {
      const message = serverMessage(error, '');
      toast.error('Failed to accept assignment', message || undefined);
      if (failedWith(error, ...NOT_ELIGIBLE) && message) setRefusal(message);
    } finally {
      setAcceptingId(null);
    }
  }

  return { acceptOne, acceptingId, refusal, dismissRefusal: () => setRefusal(null) };
}
