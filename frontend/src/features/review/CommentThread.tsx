import { memo, useId, useState } from 'react';
import { longDate } from '../../app/dates';
import { palette } from '../../app/theme';
import { PlainTag } from '../dashboard/PlainTag';
import type { ReviewComment } from './reviewApi';

export const COMMENT_LIMIT = 2000;

interface Props {
  comment: ReviewComment;
  /** False when the passage's words are gone from the text shown: "Passage changed", with the quote. */
  placed: boolean;
  busy: boolean;
  /** Without these, the thread is read only (the writer's comments on completed work). */
  onReply?: (comment: ReviewComment, body: string) => Promise<boolean>;
  onResolve?: (comment: ReviewComment, resolved: boolean) => void;
  /** Drafts only (the editor's, not yet sent). */
  onDelete?: (comment: ReviewComment) => void;
}

/**
 * One comment on a passage: its quote, its text (always as text, never HTML), its state (draft, open, resolved,
 * passage changed) in words as well as colour, its replies, and the way to reply and to resolve or reopen it.
 * Memoized with stable handlers: selecting another item in the margin does not draw every thread again. Plain
 * elements drawn as antd's (issue 29): the review desk shows twenty threads and more at once, and antd's tags,
 * buttons and text areas computed the theme's tokens and registered their styles in long tasks as the desk opened.
 */
export const CommentThread = memo(function CommentThread({
  comment,
  placed,
  busy,
  onReply,
  onResolve,
  onDelete,
}: Props) {
  const [reply, setReply] = useState('');
  const replyId = useId();
  const draft = comment.sentAt === null;
  const resolved = comment.resolvedAt !== null;

  async function send() {
    if (!reply.trim() || !onReply) return;
    if (await onReply(comment, reply.trim())) setReply('');
  }

  return (
    <div className="pw-review__thread">
      <div className="pw-review__thread-state">
        {draft && <PlainTag>Draft: sent with your decision</PlainTag>}
        {resolved && (
          <PlainTag color={palette.success}>
            Resolved{comment.resolvedBy ? ` by ${comment.resolvedBy.name}` : ''}
          </PlainTag>
        )}
        {!draft && !resolved && <PlainTag color={palette.ink}>Open</PlainTag>}
        {!placed && <PlainTag color={palette.accent}>Passage changed</PlainTag>}
      </div>
      <blockquote className="pw-review__quote">“{comment.selector.quote.exact}”</blockquote>
      <p className="pw-review__meta">
        <strong>{comment.author?.name ?? 'A former editor'}</strong> · {longDate(comment.createdAt, 'minutes')}
      </p>
      <p className="pw-review__body">{comment.body}</p>
      {comment.replies.length > 0 && (
        <ol className="pw-review__replies" aria-label="Replies">
          {comment.replies.map((item) => (
            <li key={item.id}>
              <p className="pw-review__meta">
                <strong>{item.author?.name ?? 'A former member'}</strong>
                {item.author?.editor && ' (editor)'} · {longDate(item.createdAt, 'minutes')}
              </p>
              <p className="pw-review__body">{item.body}</p>
            </li>
          ))}
        </ol>
      )}
      {draft
        ? onDelete && (
            <button
              type="button"
              className="pw-button pw-review__small pw-review__danger"
              onClick={() => onDelete(comment)}
              disabled={busy}
            >
              Delete draft comment
            </button>
          )
        : onReply &&
          onResolve && (
            <div className="pw-review__reply">
              <label htmlFor={replyId} className="pw-visually-hidden">
                Reply to the comment on “{comment.selector.quote.exact}”
              </label>
              <textarea
                id={replyId}
                className="pw-review__reply-input"
                rows={2}
                maxLength={COMMENT_LIMIT}
                placeholder="Reply"
                value={reply}
                onChange={(event) => setReply(event.target.value)}
              />
              <div className="pw-review__reply-actions">
                <button
                  type="button"
                  className="pw-button pw-review__small"
                  onClick={() => void send()}
                  disabled={busy || !reply.trim()}
                >
                  Reply
                </button>
                <button
                  type="button"
                  className="pw-button pw-review__small"
                  onClick={() => onResolve(comment, !resolved)}
                  disabled={busy}
                >
                  {resolved ? 'Reopen' : 'Resolve'}
                </button>
              </div>
            </div>
          )}
    </div>
  );
});
