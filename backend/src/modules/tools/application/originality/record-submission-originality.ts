import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { contentHash } from '../../domain/originality/content-hash';
import { editorReport, type OriginalityReport } from '../../domain/originality/originality-views';
import type { SubmittedText } from '../../domain/originality/source-document';
import { FINGERPRINT_INDEX, ORIGINALITY_REPORT_STORE } from '../../tools.tokens';
import { CompareText } from './compare-text';
import type { FingerprintIndex } from './ports/fingerprint-index';
import type { ReportStore } from './ports/report-store';

/**
 * The originality report of a submitted version (D13), exported for the assignments module, which calls it
 * inside its submit unit of work: the version is compared with everything stored except the member's own
 * earlier versions of the same assignment, the report is stored with it, and its fingerprints join the index
 * for later texts. All of it commits or rolls back with the submission. It costs a few milliseconds of hashing
 * and two indexed statements (docs/performance.md), so the submit path stays fast.
 */
@Injectable()
export class RecordSubmissionOriginality {
  constructor(
    private readonly compare: CompareText,
    @Inject(FINGERPRINT_INDEX) private readonly index: FingerprintIndex,
    @Inject(ORIGINALITY_REPORT_STORE) private readonly reports: ReportStore,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  execute(submitted: SubmittedText): Promise<OriginalityReport> {
    return this.uow.run(async () => {
      const { assignmentId, userId, text } = submitted;
      const { checked, findings } = await this.compare.execute(text, { ownVersionsOf: { assignmentId, userId } });
      const report = editorReport(findings);
      await this.index.saveSubmission(submitted, {
        contentHash: contentHash(text),
        words: checked.words.length,
        fingerprints: checked.fingerprints,
      });
      await this.reports.save(submitted, report);
      return report;
    });
  }
}
