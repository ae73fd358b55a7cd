import { reanchor } from '@penwright/text';
import type { SubmissionVersion } from '../admin/api/adminAssignmentsApi';
import type { ReviewComment, VersionGrammar } from './reviewApi';

export type MarkKind = 'finding' | 'match' | 'comment';

/** One thing the margin lists: where it is in the latest text (null when it cannot be placed), and what it says. */
export interface Mark {
  key: string;
  kind: MarkKind;
  start: number;
  end: number;
}

/** A run of the text and the marks over it: the text is drawn as these few spans, not a span per word. */
export interface MarkedSegment {
  start: number;
  text: string;
  keys: string[];
  kinds: MarkKind[];
}

export type Match = NonNullable<SubmissionVersion['originality']>['matches'][number];

export const findingKey = (index: number) => `finding-${index}`;
export const matchKey = (index: number) => `match-${index}`;
export const commentKey = (id: number) => `comment-${id}`;

/**
 * Where a comment's passage is in `text`: its own offsets on the version it was made on, else found again by its
 * quote and context (`reanchor`); null when its words are gone ("Passage changed"), never a wrong place.
 */
export function commentPlace(comment: ReviewComment, text: string, versionId: number) {
  if (comment.submissionId === versionId) {
    const { start, end } = comment.selector.position;
    if (text.slice(start, end) === comment.selector.quote.exact) return { start, end };
  }
  return reanchor(text, comment.selector);
}

/** An originality match at its first place in the text; null when the report's passage is not found verbatim. */
export function matchPlace(match: Match, text: string) {
  const at = match.matchedText ? text.indexOf(match.matchedText) : -1;
  return at === -1 ? null : { start: at, end: at + match.matchedText.length };
}

/** Every finding, match and placed comment of the latest version, as marks over its text. */
export function marksOf(
  text: string,
  grammar: VersionGrammar['items'],
  matches: Match[],
  places: Map<number, { start: number; end: number } | null>,
): Mark[] {
  const marks: Mark[] = [];
  grammar.forEach(({ position }, index) => {
    if (position.end > position.start && position.end <= text.length) {
      marks.push({ key: findingKey(index), kind: 'finding', ...position });
    }
  });
  matches.forEach((match, index) => {
    const place = matchPlace(match, text);
    if (place) marks.push({ key: matchKey(index), kind: 'match', ...place });
  });
  places.forEach((place, id) => {
    if (place) marks.push({ key: commentKey(id), kind: 'comment', ...place });
  });
  return marks;
}

/**
 * The text cut at every mark's ends: each run carries the marks over it (overlaps allowed), so 50 marks on a
 * 5,000-word text make about 100 runs.
 */
export function markedSegments(text: string, marks: readonly Mark[]): MarkedSegment[] {
  const cuts = new Set([0, text.length]);
  for (const { start, end } of marks) {
    cuts.add(Math.max(0, Math.min(start, text.length)));
    cuts.add(Math.max(0, Math.min(end, text.length)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: MarkedSegment[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index]!;
    const end = points[index + 1]!;
    const over = marks.filter((mark) => mark.start <= start && mark.end >= end);
    const previous = segments.at(-1);
    if (previous && over.length === 0 && previous.keys.length === 0) {
      previous.text += text.slice(start, end);
      continue;
    }
    segments.push({
      start,
      text: text.slice(start, end),
      keys: over.map((mark) => mark.key),
      kinds: [...new Set(over.map((mark) => mark.kind))],
    });
  }
  return segments;
}
