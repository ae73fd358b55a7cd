import { Link } from 'react-router-dom';
import type { OriginalityMatch } from './plagiarismApi';

interface MatchListProps {
  matches: readonly OriginalityMatch[];
  /** What was checked, as the reader calls it: 'your text' for the member, 'this version' for an editor. */
  subject?: string;
}

/** One source of matching text: its name (a link where there is one), its share and the passage. */
export function MatchList({ matches, subject = 'your text' }: MatchListProps) {
  return (
    <ol className="pw-originality__matches" aria-label="Matching sources">
      {matches.map((match, index) => (
        <li key={`${index}-${match.source}`} className="pw-originality__match">
          <div className="pw-originality__match-head">
            {match.url ? (
              <Link to={match.url} className="pw-originality__source">
                {match.source}
              </Link>
            ) : (
              <span className="pw-originality__source">{match.source}</span>
            )}
            <span className="pw-originality__similarity">
              {match.similarity}% of {subject}
            </span>
          </div>
          {match.matchedText !== null ? (
            <blockquote className="pw-originality__passage">{match.matchedText}</blockquote>
          ) : (
            <p className="pw-originality__withheld">
              The passage and the link are not shown: it is another member’s unpublished work.
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
