import type { Assignment, Payout } from './dashboardApi';
import { formatMoney } from '../../app/money';

export type ActivityKind = 'accepted' | 'submitted' | 'revision' | 'completed' | 'payout' | 'paid';

export interface ActivityEvent {
  key: string;
  kind: ActivityKind;
  /** ISO time the event happened. */
  at: string;
  text: string;
}

/** The block shows the latest 8 events. */
export const RECENT_ACTIVITY_LIMIT = 8;

function assignmentEvents(assignment: Assignment): ActivityEvent[] {
  const title = `“${assignment.title}”`;
  const events: ActivityEvent[] = [];
  const add = (kind: ActivityKind, at: string | null | undefined, text: string) => {
    if (at) events.push({ key: `assignment-${assignment.id}-${kind}`, kind, at, text });
  };
  add('accepted', assignment.acceptedAt, `You accepted ${title}`);
  add(
    'submitted',
    assignment.submittedAt,
    `You submitted ${title}` +
      (assignment.submittedWordCount === null ? '' : ` (${assignment.submittedWordCount} words)`),
  );
  // Completed is final, so a review time on anything else was a request for a revision.
  if (assignment.status === 'completed') add('completed', assignment.reviewedAt, `The editor accepted ${title}`);
  else add('revision', assignment.reviewedAt, `The editor asked for a revision of ${title}`);
  return events;
}

function payoutEvents(payout: Payout): ActivityEvent[] {
  const what = `${formatMoney(payout.amount)} for “${payout.assignmentTitle}”`;
  const events: ActivityEvent[] = [
    { key: `payout-${payout.id}-created`, kind: 'payout', at: payout.createdAt, text: `You earned ${what}` },
  ];
  if (payout.completedAt)
    events.push({
      key: `payout-${payout.id}-paid`,
      kind: 'paid',
      at: payout.completedAt,
      text: `You were paid ${what}`,
    });
  return events;
}

/**
 * The member's own recent activity, derived from their assignments (accepted, submitted, reviewed) and payouts
 * (created, paid): newest first, at most `limit`. Only what happened is listed; an event whose time the server
 * did not send is left out rather than guessed.
 */
export function recentActivity(
  assignments: readonly Assignment[],
  payouts: readonly Payout[],
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityEvent[] {
  return [...assignments.flatMap(assignmentEvents), ...payouts.flatMap(payoutEvents)]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
}
