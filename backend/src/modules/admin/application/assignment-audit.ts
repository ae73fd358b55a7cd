import { toAssignmentView, type AssignmentView } from '../../assignments/application/assignment-view';
import type { Assignment } from '../../assignments/domain/assignment';
import type { Payout } from '../../payouts/domain/payout';
import { centsToDecimal } from '../../../shared/domain/money';
import type { AuditLog } from '../../audit/application/audit-log';

/** What an entry keeps of an assignment: the editable fields and who holds it, money as on the wire; no texts. */
const AUDITED_FIELDS = [
  'title',
  'description',
  'type',
  'status',
  'wordCount',
  'payRate',
  'isPerWord',
  'deadline',
  'requirements',
  'isPremium',
  'assignedUserId',
  'reviewNotes',
] as const satisfies readonly (keyof AssignmentView)[];

type AuditedFields = Partial<Pick<AssignmentView, (typeof AUDITED_FIELDS)[number]>>;

const audited = (assignment: Assignment, fields: readonly (typeof AUDITED_FIELDS)[number][]): AuditedFields => {
  const view = toAssignmentView(assignment, assignment.updatedAt);
  return Object.fromEntries(fields.map((field) => [field, view[field]]));
};

/** The audited fields whose value differs between the two. */
function differing(before: Assignment, after: Assignment) {
  const [a, b] = [audited(before, AUDITED_FIELDS), audited(after, AUDITED_FIELDS)];
  return AUDITED_FIELDS.filter((field) => a[field] !== b[field]);
}

export interface AssignmentChangeRecord {
  action: 'assignment.create' | 'assignment.update' | 'assignment.review' | 'assignment.assign';
  editorId: number;
  before: Assignment | null;
  after: Assignment;
  payout?: Payout | null;
  /** The draft comments a review sent to the writer (D22). */
  commentsSent?: number;
}

/**
 * The audit entry of an editor's change to an assignment (D10: who, what, before and after), in the caller's
 * unit of work: the fields that changed, before and after (all of them for a new one), and the payout a
 * completion opened. A change that changed nothing is not logged.
 */
export async function recordAssignmentChange(auditLog: AuditLog, change: AssignmentChangeRecord): Promise<void> {
  const fields = change.before ? differing(change.before, change.after) : AUDITED_FIELDS;
  if (!fields.length) return;
  const payout = change.payout
    ? { payout: { id: change.payout.id, amount: centsToDecimal(change.payout.amountCents) } }
    : {};
  const comments = change.commentsSent ? { commentsSent: change.commentsSent } : {};
  await auditLog.record({
    actorId: change.editorId,
    action: change.action,
    entityType: 'assignment',
    entityId: String(change.after.id),
    before: change.before ? audited(change.before, fields) : null,
    after: { ...audited(change.after, fields), ...payout, ...comments },
  });
}
