import { Injectable } from '@nestjs/common';
import { memberView, type OriginalityCheckResult } from '../../domain/originality/originality-views';
import type { ToolQuota } from '../../domain/daily-quota';
import { CheckLimits, type Checker } from '../check-limits';
import { CompareText } from './compare-text';

/**
 * `POST /api/tools/plagiarism` (D13): the member's text against the collective's published texts and every
 * earlier submission (never a web search), shown as D13 allows: another member's work only as 'an earlier
 * submission to the collective' with its similarity. Nothing is stored.
 */
/** The check's report and the member's daily quota after it (D20). */
export interface OriginalityCheckAnswer extends OriginalityCheckResult {
  quota: ToolQuota;
}

@Injectable()
export class CheckOriginality {
  constructor(
    private readonly compare: CompareText,
    private readonly limits: CheckLimits,
  ) {}

  async execute(member: Checker, text: string): Promise<OriginalityCheckAnswer> {
    const quota = await this.limits.take('originality', member);
    const { findings } = await this.compare.execute(text);
    return { ...memberView(findings, member.id), quota };
  }
}
