import { Injectable } from '@nestjs/common';
import { memberView, type OriginalityCheckResult } from '../../domain/originality/originality-views';
import { CheckLimits } from '../check-limits';
import { CompareText } from './compare-text';

/**
 * `POST /api/tools/plagiarism` (D13): the member's text against the collective's published texts and every
 * earlier submission (never a web search), shown as D13 allows: another member's work only as 'an earlier
 * submission to the collective' with its similarity. Nothing is stored.
 */
@Injectable()
export class CheckOriginality {
  constructor(
    private readonly compare: CompareText,
    private readonly limits: CheckLimits,
  ) {}

  async execute(memberId: number, text: string): Promise<OriginalityCheckResult> {
    await this.limits.take('originality', memberId);
    const { findings } = await this.compare.execute(text);
    return memberView(findings, memberId);
  }
}
