import { payout, workEvent } from './dashboard.fixtures';
import { recentActivity } from './recentActivity';

describe('recentActivity', () => {
  it('words each kind of work event, with the counted words of a version, and a paid payout twice', () => {
    const events = recentActivity(
      [
        workEvent({ kind: 'revision', assignmentTitle: 'Needs Work', at: '2026-11-05T00:00:00.000Z' }),
        workEvent({
          kind: 'submitted',
          assignmentTitle: 'Needs Work',
          at: '2026-11-04T00:00:00.000Z',
          wordCount: 1180,
        }),
        workEvent({ kind: 'accepted', assignmentTitle: 'Needs Work', at: '2026-11-01T00:00:00.000Z' }),
      ],
      [payout({ completedAt: '2026-11-20T00:00:00.000Z' })],
    );
    expect(events.map((event) => event.kind)).toEqual(['paid', 'payout', 'revision', 'submitted', 'accepted']);
    expect(events.map((event) => event.text)).toEqual([
      'You were paid $60.00 for “Remote Work Guide for Small Accounting Firms”',
      'You earned $60.00 for “Remote Work Guide for Small Accounting Firms”',
      'The editor asked for a revision of “Needs Work”',
      'You submitted “Needs Work” (1,180 words)',
      'You accepted “Needs Work”',
    ]);
  });

  it('keeps the newest 8, work and payouts together', () => {
    const work = Array.from({ length: 10 }, (_, index) =>
      workEvent({
        assignmentId: index + 1,
        assignmentTitle: `Brief ${index + 1}`,
        at: `2026-11-${String(index + 10)}T00:00:00.000Z`,
      }),
    );
    const events = recentActivity(work, [payout({ createdAt: '2026-11-30T00:00:00.000Z' })]);
    expect(events).toHaveLength(8);
    expect(events[0]?.kind).toBe('payout');
    expect(events[1]?.text).toBe('You accepted “Brief 10”');
    expect(events[7]?.text).toBe('You accepted “Brief 4”');
  });
});
