import type { Payout, WorkActivity } from './dashboardApi';
import { formatMoney } from '../../app/money';
import { groupDigits } from '../../app/numbers';

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

const WORK_TEXTS: Record<WorkActivity['kind'], (title: string, event: WorkActivity) => string> = {
  accepted: (title) => `You accepted ${title}`,
  submitted: (title, event) =>
    `You submitted ${title}` + (event.wordCount === null ? '' : ` (${groupDigits(event.wordCount)} words)`),
  revision: (title) => `The editor asked for a revision of ${title}`,
  completed: (title) => `The editor accepted ${title}`,
};

function workEvent(event: WorkActivity): ActivityEvent {
  return {
    key: `work-${event.assignmentId}-${event.kind}-${event.at}`,
    kind: event.kind,
    at: event.at,
    text: WORK_TEXTS[event.kind](`“${event.assignmentTitle}”`, event),
  };
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
 * The member's own recent activity: their work's events as the server's records keep them (every version handed
 * in, every review, `GET /api/assignments/me/activity`) and their payouts (created, paid), newest first, at most
 * `limit`.
 */
export function recentActivity(
  work: readonly WorkActivity[],
  payouts: readonly Payout[],
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityEvent[] {
  return [...work.map(workEvent), ...payouts.flatMap(payoutEvents)]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
}
