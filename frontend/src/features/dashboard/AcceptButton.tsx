import Button from 'antd/es/button';
import { useId } from 'react';
import { ButtonLink } from '../../app/components/ButtonLink';
import type { Assignment } from './dashboardApi';
import type { NextStep } from './planOffers';

interface AcceptButtonProps {
  assignment: Assignment;
  /**
   * The member's next step (useNextStep): when it says why they cannot take work yet (D2 step 6), Accept is closed;
   * null while the member's state loads (a click then is for the server to decide).
   */
  blocked: NextStep | null;
  /** Another accept is under way. */
  waiting: boolean;
  accepting: boolean;
  onAccept(assignment: Assignment): void;
}

/**
 * Accept, or, for a member who cannot take work yet (D2 step 6), Accept disabled with the reason under it and the
 * link that fixes it (Take Quiz, Subscribe Now), before any click. The server still decides (403 with its message,
 * EligibilityNotice), for what the browser cannot know, such as a trial that has just ended.
 */
export function AcceptButton({ assignment, blocked, waiting, accepting, onAccept }: AcceptButtonProps) {
  const reasonId = useId();
  if (blocked?.why) {
    return (
      <div className="pw-assignment__blocked">
        <div className="pw-assignment__blocked-buttons">
          <Button type="primary" disabled aria-label={`Accept ${assignment.title}`} aria-describedby={reasonId}>
            Accept
          </Button>
          {blocked.action && <ButtonLink to={blocked.action.to}>{blocked.action.label}</ButtonLink>}
        </div>
        <p id={reasonId} className="pw-assignment__blocked-why">
          {blocked.why}
        </p>
      </div>
    );
  }
  return (
    <Button
      type="primary"
      loading={accepting}
      disabled={waiting && !accepting}
      onClick={() => onAccept(assignment)}
      aria-label={`Accept ${assignment.title}`}
    >
      Accept
    </Button>
  );
}
