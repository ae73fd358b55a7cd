import { longDate } from '../../app/dates';
import { useRenderInfo } from '../../app/ssr/pageState';
import { PlainTag } from '../dashboard/PlainTag';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { count, wordsAgainstTarget } from '../admin/format';
import { tierLabel } from '../admin/labels';
import { fullName } from '../admin/format';
import type { ReviewAssignment } from './reviewApi';
import { waitedFor } from './waiting';

const pieces = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/**
 * What the editor weighs beside the text: length against the target, time, and who the writer is. Plain HTML, which
 * the server renders for the editor (issue 29): the time in review is counted to when the page was rendered (the
 * same on the server and as the browser hydrates it), and the deadline's time of day, in the reader's own time zone,
 * is written once the page has been painted (the server does not know that zone).
 */
export function ReviewFacts({ assignment }: { assignment: ReviewAssignment }) {
  const { assignee, writerHistory } = assignment;
  const { renderedAt } = useRenderInfo();
  const painted = useAfterPaint();
  const latest = assignment.submissions.at(-1);
  return (
    <dl className="pw-admin__facts pw-review__facts">
      <dt>Words</dt>
      <dd>{wordsAgainstTarget(latest?.wordCount ?? assignment.submittedWordCount, assignment.wordCount)}</dd>
      <dt>Deadline</dt>
      <dd>{painted ? longDate(assignment.deadline, 'minutes') : '\u00a0'}</dd>
      <dt>In review</dt>
      <dd>{assignment.submittedAt ? `Waiting ${waitedFor(assignment.submittedAt, renderedAt)}` : '—'}</dd>
      <dt>Writer</dt>
      <dd>
        {assignee ? (
          <>
            {fullName(assignee)} · {tierLabel(assignee.tier)}
            {assignee.priority && <PlainTag>Priority</PlainTag>}
          </>
        ) : (
          'Deleted account'
        )}
      </dd>
      <dt>History</dt>
      <dd>
        {writerHistory
          ? `${pieces(writerHistory.completed, 'completed piece', 'completed pieces')}, ${pieces(
              writerHistory.revisionsAsked,
              'revision asked',
              'revisions asked',
            )}`
          : '—'}
      </dd>
    </dl>
  );
}
