import type { ReactNode } from 'react';
import { commentKey, findingKey, matchKey, type Match } from './marks';
import type { ReviewComment, VersionGrammar } from './reviewApi';

interface Props {
  findings: VersionGrammar['items'];
  matches: Match[];
  comments: ReviewComment[];
  /** The keys of the items placed in the text; the others show why they are not. */
  placed: ReadonlySet<string>;
  selected: string | null;
  onSelect(key: string): void;
  renderComment(comment: ReviewComment, placed: boolean): ReactNode;
}

const KIND_LABEL = { error: 'Error', warning: 'Warning', info: 'Suggestion' } as const;

/**
 * The margin beside the text: comments, then grammar findings, then originality matches, each in text order as the
 * reports give them. Each placed item has a button that scrolls to its passage and highlights it; a match names its
 * source as the report gives it (D13: a member's unpublished work is never linked).
 */
export function ReviewMargin({ findings, matches, comments, placed, selected, onSelect, renderComment }: Props) {
  const show = (key: string, label: string) =>
    placed.has(key) ? (
      <button type="button" className="pw-review__show" aria-pressed={selected === key} onClick={() => onSelect(key)}>
        {label}
      </button>
    ) : (
      <strong className="pw-review__show pw-review__show--unplaced">{label}</strong>
    );
  const itemClass = (key: string) => `pw-review__item${selected === key ? ' pw-review__item--selected' : ''}`;

  return (
    <div className="pw-review__margin">
      <h2 id="pw-review-comments">Comments ({comments.length})</h2>
      {comments.length === 0 && <p className="pw-admin__muted">Select a passage of the text to comment on it.</p>}
      <ol className="pw-review__items" aria-labelledby="pw-review-comments">
        {comments.map((comment) => {
          const key = commentKey(comment.id);
          return (
            <li key={key} id={`pw-review-item-${key}`} className={itemClass(key)}>
              {show(key, `Comment by ${comment.author?.name ?? 'a former editor'}`)}
              {renderComment(comment, placed.has(key))}
            </li>
          );
        })}
      </ol>
      <h2 id="pw-review-findings">Grammar findings ({findings.length})</h2>
      <ol className="pw-review__items" aria-labelledby="pw-review-findings">
        {findings.map((finding, index) => {
          const key = findingKey(index);
          return (
            <li key={key} id={`pw-review-item-${key}`} className={itemClass(key)}>
              {show(key, `${KIND_LABEL[finding.type]} · ${finding.category}`)}
              <p>{finding.message}</p>
              {finding.suggestion !== null && (
                <p className="pw-admin__muted">
                  Suggestion: {finding.suggestion === '' ? 'remove it' : `“${finding.suggestion}”`}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <h2 id="pw-review-matches">Originality matches ({matches.length})</h2>
      <ol className="pw-review__items" aria-labelledby="pw-review-matches">
        {matches.map((match, index) => {
          const key = matchKey(index);
          return (
            <li key={key} id={`pw-review-item-${key}`} className={itemClass(key)}>
              {show(key, `${match.similarity}% · ${match.source}`)}
              <blockquote className="pw-review__quote">“{match.matchedText}”</blockquote>
              {match.url && (
                <a href={match.url} target="_blank" rel="noopener noreferrer">
                  Open the source<span className="pw-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              {!placed.has(key) && <p className="pw-admin__muted">Not found word for word in this version.</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
