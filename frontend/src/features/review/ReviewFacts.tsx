import Tag from 'antd/es/tag';
import { longDate } from '../../app/dates';
import { count, wordsAgainstTarget } from '../admin/format';
import { tierLabel } from '../admin/labels';
import { fullName } from '../admin/users/UsersTab';
import type { ReviewAssignment } from './reviewApi';
import { waitedFor } from './waiting';

const pieces = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** What the editor weighs beside the text: length against the target, time, and who the writer is. */
export function ReviewFacts({ assignment }: { assignment: ReviewAssignment }) {
  const { assignee, writerHistory } = assignment;
  const latest = assignment.submissions.at(-1);
  return (
    <dl className="pw-admin__facts pw-review__facts">
      <dt>Words</dt>
      <dd>{wordsAgainstTarget(latest?.wordCount ?? assignment.submittedWordCount, assignment.wordCount)}</dd>
      <dt>Deadline</dt>
      <dd>{longDate(assignment.deadline, 'minutes')}</dd>
      <dt>In review</dt>
      <dd>{assignment.submittedAt ? `Waiting ${waitedFor(assignment.submittedAt)}` : '—'}</dd>
      <dt>Writer</dt>
      <dd>
        {assignee ? (
          <>
            {fullName(assignee)} · {tierLabel(assignee.tier)}
            {assignee.priority && <Tag className="pw-admin__priority">Priority</Tag>}
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
