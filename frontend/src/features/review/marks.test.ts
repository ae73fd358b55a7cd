import { selectPassage } from '@penwright/text';
import { commentPlace, markedSegments, marksOf, type Mark } from './marks';
import { comment, FIRST, LATEST } from './review.fixtures';
import { lastReviewedIndex } from './VersionCompare';

describe('markedSegments', () => {
  it('cuts the text at the marks’ ends only, overlaps carrying every mark over them', () => {
    const text = 'one two three four five';
    const marks: Mark[] = [
      { key: 'a', kind: 'finding', start: 4, end: 13 },
      { key: 'b', kind: 'comment', start: 8, end: 18 },
    ];
    expect(markedSegments(text, marks)).toEqual([
      { start: 0, text: 'one ', keys: [], kinds: [] },
      { start: 4, text: 'two ', keys: ['a'], kinds: ['finding'] },
      { start: 8, text: 'three', keys: ['a', 'b'], kinds: ['finding', 'comment'] },
      { start: 13, text: ' four', keys: ['b'], kinds: ['comment'] },
      { start: 18, text: ' five', keys: [], kinds: [] },
    ]);
    expect(
      markedSegments(text, marks)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('draws a 5,000-word text with 50 marks as about a hundred runs', () => {
    const text = Array.from({ length: 5000 }, (_, index) => `word${index}`).join(' ');
    const marks: Mark[] = Array.from({ length: 50 }, (_, index) => ({
      key: `m${index}`,
      kind: 'finding',
      start: index * 700,
      end: index * 700 + 20,
    }));
    const segments = markedSegments(text, marks);
    expect(segments.length).toBeLessThanOrEqual(101);
  });
});

describe('comment places', () => {
  it('keeps a comment on the latest version at its own offsets, and re-anchors one from an earlier version', () => {
    expect(commentPlace(comment(1, LATEST, 'less than they fear'), LATEST, 2)).toEqual({
      start: LATEST.indexOf('less than they fear'),
      end: LATEST.indexOf('less than they fear') + 19,
    });
    const earlier = comment(2, FIRST, 'move their firm to remote work', { submissionId: 1 });
    const place = commentPlace(earlier, LATEST, 2)!;
    expect(LATEST.slice(place.start, place.end)).toBe('move their firm to remote work');
    expect(commentPlace(comment(3, FIRST, 'Clients notice slow replies.', { submissionId: 1 }), LATEST, 2)).toBeNull();
  });

  it('leaves out a match not found word for word and a finding outside the text', () => {
    const marks = marksOf(
      'short text',
      [{ type: 'error', category: 'Spelling', message: 'x', suggestion: null, position: { start: 6, end: 40 } }],
      [
        {
          kind: 'article',
          source: 'Example',
          similarity: 3,
          url: null,
          matchedText: 'not here',
          submissionId: null,
          assignmentId: null,
          userId: null,
        },
      ],
      new Map([[1, { start: 0, end: 5 }]]),
    );
    expect(marks).toEqual([{ key: 'comment-1', kind: 'comment', start: 0, end: 5 }]);
    expect(selectPassage('short text', 0, 5).quote.exact).toBe('short');
  });
});

describe('lastReviewedIndex', () => {
  const versions = ['2026-11-10T09:00:00Z', '2026-11-12T09:00:00Z', '2026-11-14T09:00:00Z'].map((submittedAt, id) => ({
    id,
    userId: 9,
    content: '',
    wordCount: 0,
    submittedAt,
    originality: null,
  }));
  it('is the version that was latest at the last request for a revision', () => {
    expect(lastReviewedIndex(versions, '2026-11-11T09:00:00Z')).toBe(0);
    expect(lastReviewedIndex(versions, '2026-11-13T09:00:00Z')).toBe(1);
  });
  it('is the one before the latest without a review, or when the review came after the latest', () => {
    expect(lastReviewedIndex(versions, null)).toBe(1);
    expect(lastReviewedIndex(versions, '2026-11-15T09:00:00Z')).toBe(1);
    expect(lastReviewedIndex(versions.slice(0, 1), null)).toBe(0);
  });
});
