import { Inject, Injectable } from '@nestjs/common';
import type { GrammarCheckResult } from '../../domain/grammar/findings';
import { grammarReport } from '../../domain/grammar/grammar-report';
import { GRAMMAR_ENGINE } from '../../tools.tokens';
import type { ToolQuota } from '../../domain/daily-quota';
import { CheckLimits, type Checker } from '../check-limits';
import type { GrammarEngine } from './ports/grammar-engine';

/**
 * `POST /api/tools/grammar` (D13): grammar and spelling by Harper, style by retext, readability by the shared
 * implementation (D11), merged into one list whose positions index the text the member sent.
 */
/** The check's findings and the member's daily quota after it (D20). */
export interface GrammarCheckAnswer extends GrammarCheckResult {
  quota: ToolQuota;
}

@Injectable()
export class CheckGrammar {
  constructor(
    @Inject(GRAMMAR_ENGINE) private readonly engine: GrammarEngine,
    private readonly limits: CheckLimits,
  ) {}

  async execute(member: Checker, text: string): Promise<GrammarCheckAnswer> {
    const quota = await this.limits.take('grammar', member);
    return { ...grammarReport(text, await this.engine.analyse(text)), quota };
  }

  /**
   * A member opened a grammar checker: the engine gets ready while they paste or write, so their first check after
   * a quiet period does not wait for it (issue 29). Nothing is checked and no quota is taken.
   */
  prepare(): void {
    this.engine.prepare();
  }
}
