import { useCallback, useMemo, useRef, useState } from 'react';
import { longDate } from '../../app/dates';
import { ASSIGNMENT_STATUS } from '../admin/labels';
import type { SubmissionVersion } from '../admin/api/adminAssignmentsApi';
import { AddCommentForm } from './AddCommentForm';
import { CommentThread } from './CommentThread';
import { commentPlace, marksOf } from './marks';
import { MarkedText } from './MarkedText';
import { ReviewMargin } from './ReviewMargin';
import { useGetVersionGrammarQuery, type ReviewAssignment, type ReviewComment } from './reviewApi';
import { useEditorComments } from './useEditorComments';
import { useTextSelection } from './useTextSelection';

interface Props {
  assignment: ReviewAssignment;
  latest: SubmissionVersion;
  comments: ReviewComment[];
}

const NO_FINDINGS: never[] = [];

/**
 * The latest version and its margin. A margin item's button scrolls to its passage and highlights it; a click on a
 * mark selects its item and moves the focus to it. Selecting a passage offers a comment on it while the work waits
 * for a review.
 */
export function ReviewDesk({ assignment, latest, comments }: Props) {
  const grammar = useGetVersionGrammarQuery({ id: assignment.id, submissionId: latest.id });
  const findings = grammar.data?.items ?? NO_FINDINGS;
  const matches = latest.originality?.matches ?? NO_FINDINGS;
  const text = latest.content;
  const desk = useRef<HTMLDivElement>(null);
  const { passage, clear } = useTextSelection(desk);
  const [selected, setSelected] = useState<string | null>(null);
  const actions = useEditorComments(assignment.id);

  const places = useMemo(
    () => new Map(comments.map((comment) => [comment.id, commentPlace(comment, text, latest.id)])),
    [comments, text, latest.id],
  );
  const marks = useMemo(() => marksOf(text, findings, matches, places), [text, findings, matches, places]);
  const placed = useMemo(() => new Set(marks.map((mark) => mark.key)), [marks]);

  const showInText = useCallback((key: string) => {
    setSelected(key);
    desk.current?.querySelector(`[data-marks~="${key}"]`)?.scrollIntoView?.({ block: 'center' });
  }, []);
  const showInMargin = useCallback((key: string) => {
    setSelected(key);
    const button = desk.current?.querySelector<HTMLElement>(`#pw-review-item-${key} .pw-review__show`);
    button?.scrollIntoView?.({ block: 'nearest' });
    button?.focus({ preventScroll: true });
  }, []);

  const number = assignment.submissions.length;
  // The server takes comments only while the work waits for a review (409 after a decision): none offered then.
  const commenting = assignment.status === 'submitted';
  return (
    <section className="pw-admin__detail-section" aria-labelledby="pw-review-latest">
      <h2 id="pw-review-latest">
        Version {number} · {longDate(latest.submittedAt, 'minutes')}
      </h2>
      <p className="pw-admin__muted" id="pw-review-legend">
        Comments have a solid underline, grammar findings a wavy one and originality matches a dotted one.{' '}
        {commenting
          ? 'Select a passage to comment on it.'
          : `Comments can be added only while the work waits for a review (now: ${ASSIGNMENT_STATUS[assignment.status].text}).`}
        {grammar.isError && ' The grammar findings could not be loaded.'}
      </p>
      <div className="pw-review__desk" ref={desk}>
        <div className="pw-review__main">
          {commenting && passage && passage.end <= text.length && (
            <AddCommentForm
              key={`${passage.start}-${passage.end}`}
              assignmentId={assignment.id}
              version={latest}
              passage={passage}
              onDone={clear}
            />
          )}
          <MarkedText
            text={text}
            marks={marks}
            selected={selected}
            label={`Version ${number}, the latest`}
            onSelect={showInMargin}
            selectable
          />
        </div>
        <ReviewMargin
          findings={findings}
          matches={matches}
          comments={comments}
          placed={placed}
          selected={selected}
          onSelect={showInText}
          renderComment={(comment, isPlaced) => (
            <CommentThread
              comment={comment}
              placed={isPlaced}
              busy={actions.busy}
              onReply={actions.reply}
              onResolve={actions.resolve}
              onDelete={comment.sentAt === null ? actions.remove : undefined}
            />
          )}
        />
      </div>
    </section>
  );
}
