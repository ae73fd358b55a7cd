import { mine, payout } from './dashboard.fixtures';
import { recentActivity } from './recentActivity';

describe('recentActivity', () => {
  it('leaves out events the server sent no time for', () => {
    expect(recentActivity([mine({ acceptedAt: null })], [])).toEqual([]);
  });

  it('reads a review of unfinished work as a revision request, and a paid payout twice', () => {
    const events = recentActivity(
      [
        mine({
          id: 1,
          title: 'Needs Work',
          status: 'submitted',
          acceptedAt: '2026-11-01T00:00:00.000Z',
          reviewedAt: '2026-11-05T00:00:00.000Z',
        }),
      ],
      [payout({ completedAt: '2026-11-20T00:00:00.000Z' })],
    );
    expect(events.map((event) => event.kind)).toEqual(['paid', 'payout', 'revision', 'accepted']);
    expect(events[0]?.text).toBe('You were paid $60.00 for “Remote Work Guide for Small Accounting Firms”');
  });

  it('keeps the newest 8', () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      mine({ id: index + 1, title: `Brief ${index + 1}`, acceptedAt: `2026-11-${String(index + 10)}T00:00:00.000Z` }),
    );
    const events = recentActivity(many, []);
    expect(events).toHaveLength(8);
    expect(events[0]?.text).toBe('You accepted “Brief 10”');
    expect(events[7]?.text).toBe('You accepted “Brief 3”');
  });
});
