import { decimalToCents } from '../../../shared/domain/money';
import { dollars } from '../../../shared/domain/money';
import { ERASED_TEXT, type AuditEntry } from '../../audit/domain/audit-entry';

/** The records an Audit Log page names, read once per page from the modules that own them. */
export interface AuditRecords {
  /** "First Last" of every user the page's entries name. */
  names: ReadonlyMap<number, string>;
  payouts: ReadonlyMap<number, { userId: number | null; amountCents: number }>;
  assignments: ReadonlyMap<number, { title: string; assignedUserId: number | null }>;
  applications: ReadonlyMap<number, { userId: number }>;
}

/** The ids an entry needs looked up before it can be summarised (`auditSummary`). */
export interface AuditLookups {
  payoutIds: number[];
  assignmentIds: number[];
  applicationIds: number[];
  userIds: number[];
}

type Snapshot = Record<string, unknown>;

const snapshot = (value: unknown): Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const id = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const entityNumber = (entry: Pick<AuditEntry, 'entityId'>): number | null => id(Number(entry.entityId));

/** What each entry's summary will name, gathered over a page so every record is read once. */
export function auditLookups(entries: readonly AuditEntry[]): AuditLookups {
  const lookups: AuditLookups = { payoutIds: [], assignmentIds: [], applicationIds: [], userIds: [] };
  for (const entry of entries) {
    const entityId = entityNumber(entry);
    const [before, after] = [snapshot(entry.before), snapshot(entry.after)];
    if (entityId === null) continue;
    if (entry.entityType === 'payout') lookups.payoutIds.push(entityId);
    if (entry.entityType === 'application') lookups.applicationIds.push(entityId);
    if (entry.entityType === 'user') lookups.userIds.push(entityId);
    if (entry.entityType === 'assignment') {
      lookups.assignmentIds.push(entityId);
      for (const userId of [id(before.assignedUserId), id(after.assignedUserId)]) {
        if (userId !== null) lookups.userIds.push(userId);
      }
    }
  }
  return lookups;
}

/** The users the looked-up records name (a payout's member, an application's applicant, an assignee). */
export function recordUserIds(records: Omit<AuditRecords, 'names'>): number[] {
  return [
    ...[...records.payouts.values()].map((payout) => payout.userId),
    ...[...records.assignments.values()].map((assignment) => assignment.assignedUserId),
    ...[...records.applications.values()].map((application) => application.userId),
  ].filter((userId): userId is number => userId !== null);
}

const UNKNOWN_USER = 'Unknown User';

const ASSIGNMENT_STATUS_WORDS: Record<string, string> = {
  available: 'available',
  assigned: 'assigned',
  in_progress: 'in progress',
  submitted: 'submitted',
  reviewed: 'revision requested',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** `payRate` as stored in an entry ("0.50") with its kind: "$0.50 per word" or "$200.00 flat rate". */
function payOf(fields: Snapshot): string | null {
  const cents = decimalToCents(fields.payRate);
  if (cents === null) return null;
  return `${dollars(cents)} ${fields.isPerWord === true ? 'per word' : 'flat rate'}`;
}

/** `decisionNote` → "decision note", for the list of fields an edit changed. */
const fieldWords = (fields: Snapshot) =>
  Object.keys(fields)
    .map((key) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase())
    .join(', ');

/**
 * One line that says what an audit entry did, naming the people and the money (issue 23): "Rosa Lindqvist: payout
 * $150.00 processing" rather than "Payout #7". People are named as their accounts read now; a deleted account is
 * named from the entry's own snapshot where it kept one (entries from before D19's erasure), else 'Unknown User'.
 */
export function auditSummary(entry: AuditEntry, records: AuditRecords): string {
  const entityId = entityNumber(entry);
  const [before, after] = [snapshot(entry.before), snapshot(entry.after)];
  const nameOf = (userId: number | null) => (userId === null ? null : (records.names.get(userId) ?? UNKNOWN_USER));
  const verb = entry.action.split('.').slice(1).join('.');

  switch (entry.entityType) {
    case 'payout': {
      const payout = entityId === null ? undefined : records.payouts.get(entityId);
      const status = text(after.status) ?? 'changed';
      if (!payout) return `Payout #${entry.entityId} ${status}`;
      return `${nameOf(payout.userId) ?? UNKNOWN_USER}: payout ${dollars(payout.amountCents)} ${status}`;
    }
    case 'application': {
      const application = entityId === null ? undefined : records.applications.get(entityId);
      const who = application ? nameOf(application.userId) : UNKNOWN_USER;
      return `${who}: application ${text(after.status) ?? 'changed'}`;
    }
    case 'user': {
      const who =
        (entityId === null ? undefined : records.names.get(entityId)) ??
        // A deleted member's snapshots read '[erased]' (D19): they are an unknown user now.
        ([text(before.firstName), text(before.lastName)].filter((part) => part && part !== ERASED_TEXT).join(' ') ||
          UNKNOWN_USER);
      if (verb === 'delete') return `${who}: account deleted`;
      return `${who}: account updated (${fieldWords(after) || 'no fields'})`;
    }
    case 'feed_post': {
      const post = text(after.text) ?? text(before.text) ?? '';
      const excerpt = post.length > 60 ? `${post.slice(0, 59).trimEnd()}…` : post;
      return `Feed post "${excerpt}" ${verb === 'delete' ? 'deleted' : 'published'}`;
    }
    case 'newsletter_issue':
      return `Newsletter issue "${text(after.title) ?? text(before.title) ?? `#${entry.entityId}`}" sent`;
    case 'assignment':
      return assignmentSummary(entry, records, nameOf);
    case 'one_to_one_request':
      return `One-to-one session request #${entry.entityId} ${text(after.state) ?? 'answered'}`;
    default:
      return `${entry.entityType} #${entry.entityId}`;
  }
}

function assignmentSummary(
  entry: AuditEntry,
  records: AuditRecords,
  nameOf: (userId: number | null) => string | null,
): string {
  const entityId = entityNumber(entry);
  const [before, after] = [snapshot(entry.before), snapshot(entry.after)];
  const current = entityId === null ? undefined : records.assignments.get(entityId);
  const title = `"${text(after.title) ?? current?.title ?? `Assignment #${entry.entityId}`}"`;
  const verb = entry.action.split('.').slice(1).join('.');
  const assigneeId = 'assignedUserId' in after ? id(after.assignedUserId) : (current?.assignedUserId ?? null);
  const payoutCents = decimalToCents(snapshot(after.payout).amount);
  const paid = payoutCents === null ? '' : `, payout ${dollars(payoutCents)} opened`;

  switch (verb) {
    case 'create':
      return `${title} created${payOf(after) ? `: ${payOf(after)}` : ''}`;
    case 'assign':
      return `${nameOf(assigneeId) ?? UNKNOWN_USER}: assigned ${title}`;
    case 'release':
    case 'release_overdue': {
      const who = nameOf(id(before.assignedUserId)) ?? UNKNOWN_USER;
      return `${who}: ${title} released${verb === 'release_overdue' ? ' after its deadline' : ''}, available again`;
    }
    default: {
      const status = text(after.status);
      const prefix = nameOf(assigneeId ?? id(before.assignedUserId));
      const what = status
        ? `${title} ${ASSIGNMENT_STATUS_WORDS[status] ?? status}${paid}`
        : `${title} edited (${fieldWords(after)})${payOf(after) ? `: ${payOf(after)}` : ''}`;
      return prefix ? `${prefix}: ${what}` : what;
    }
  }
}
