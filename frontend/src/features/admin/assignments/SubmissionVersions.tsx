import { longDate } from '../../../app/dates';
import { OriginalityReportPanel } from '../../plagiarism/OriginalityReportPanel';
import type { AdminAssignmentDetail } from '../api/adminAssignmentsApi';
import { wordsAgainstTarget } from '../format';

/**
 * Every version the writer handed in (oldest first on the wire), newest first here and open, each with its word
 * count against the target and its originality report (D13).
 */
export function SubmissionVersions({ assignment }: { assignment: AdminAssignmentDetail }) {
  const { submissions, wordCount } = assignment;
  if (submissions.length === 0) return <p className="pw-admin__muted">Nothing has been submitted yet.</p>;
  const newestFirst = submissions.map((version, index) => ({ version, number: index + 1 })).reverse();
  return (
    <ol className="pw-admin__versions" reversed>
      {newestFirst.map(({ version, number }, index) => (
        <li key={version.id}>
          <details open={index === 0}>
            <summary>
              <strong>Version {number}</strong> · {longDate(version.submittedAt, 'minutes')} ·{' '}
              {wordsAgainstTarget(version.wordCount, wordCount)} ({Math.round((version.wordCount / wordCount) * 100)}%
              of the target)
            </summary>
            <div className="pw-admin__submission" role="region" tabIndex={0} aria-label={`Version ${number}`}>
              {version.content}
            </div>
            <OriginalityReportPanel report={version.originality} />
          </details>
        </li>
      ))}
    </ol>
  );
}
