import { latestWorkEvents } from './work-activity';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

describe('latestWorkEvents', () => {
  it('lists every submission and review of the loop, newest first, with the word counts', () => {
    const events = latestWorkEvents(
      {
        accepted: [{ assignmentId: 1, at: at(1) }],
        submissions: [
          { assignmentId: 1, wordCount: 810, at: at(6) },
          { assignmentId: 1, wordCount: 412, at: at(3) },
        ],
        reviews: [
          { assignmentId: 1, decision: 'complete', reviewedAt: at(7) },
          { assignmentId: 1, decision: 'revise', reviewedAt: at(4) },
        ],
      },
      8,
    );
    expect(events.map((event) => [event.kind, event.at.getUTCDate(), event.wordCount])).toEqual([
      ['completed', 7, null],
      ['submitted', 6, 810],
      ['revision', 4, null],
      ['submitted', 3, 412],
      ['accepted', 1, null],
    ]);
  });

  it('keeps the newest `limit`, and a review before the submission of the same moment', () => {
    const events = latestWorkEvents(
      {
        accepted: [{ assignmentId: 2, at: at(1) }],
        submissions: [{ assignmentId: 2, wordCount: 5, at: at(2) }],
        reviews: [{ assignmentId: 2, decision: 'revise', reviewedAt: at(2) }],
      },
      2,
    );
    expect(events.map((event) => event.kind)).toEqual(['revision', 'submitted']);
  });
});
