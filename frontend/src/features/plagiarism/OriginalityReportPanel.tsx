import { longDate } from '../../app/dates';
import { COMPARED_AGAINST } from './originalityScore';
import { MatchList } from './MatchList';
import { OriginalityScore } from './OriginalityScore';
import type { OriginalityReport } from './plagiarismApi';

/** The report is about a member's version, not the editor's own text. */
const SUBJECT = 'this version';

/**
 * A submitted version's originality report for editors (D13), for the admin assignment page: the score, every
 * source with its link (another member's submission links to its assignment page) and the matched passage.
 * Usage: `<OriginalityReportPanel report={version.originality} />` for each version of
 * `GET /api/admin/assignments/{id}`.
 */
export function OriginalityReportPanel({ report }: { report: OriginalityReport | null }) {
  if (!report) return <p className="pw-originality__compared">No originality report for this version.</p>;
  return (
    <section className="pw-originality__report" aria-label="Originality report">
      <OriginalityScore score={report.originalityScore} subject={SUBJECT} />
      <p className="pw-originality__sources">
        {report.totalSources === 0
          ? 'No matching text was found.'
          : `Matching text in ${report.totalSources} ${report.totalSources === 1 ? 'source' : 'sources'}.`}
      </p>
      <p className="pw-originality__compared">
        Checked {longDate(report.createdAt, 'minutes')}. {COMPARED_AGAINST.replaceAll('your text', SUBJECT)}
      </p>
      {report.matches.length > 0 && <MatchList matches={report.matches} subject={SUBJECT} />}
    </section>
  );
}
