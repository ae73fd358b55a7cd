import Tag from 'antd/es/tag';
import type { AdminAssignment } from '../api/adminAssignmentsApi';
import { ASSIGNMENT_STATUS, OVERDUE } from '../labels';

/**
 * The assignment's status, Overdue when it is past its deadline and not handed in, and Premium when editors
 * marked it so (D20).
 */
export function AssignmentStatusTags({
  assignment,
}: {
  assignment: Pick<AdminAssignment, 'status' | 'overdue'> & Partial<Pick<AdminAssignment, 'isPremium'>>;
}) {
  const status = ASSIGNMENT_STATUS[assignment.status];
  return (
    <span className="pw-admin__tags">
      <Tag color={status.color}>{status.text}</Tag>
      {assignment.overdue && <Tag color={OVERDUE.color}>{OVERDUE.text}</Tag>}
      {assignment.isPremium && <Tag color="gold">Premium</Tag>}
    </span>
  );
}
