import { Injectable } from '@nestjs/common';
import { FindAssignments } from '../../assignments/application/editor/find-assignments';
import type { GrammarCheckResult } from '../../tools/domain/grammar/findings';
import { VersionGrammar } from '../../tools/application/grammar/version-grammar';

/**
 * `GET /api/admin/assignments/{id}/submissions/{submissionId}/grammar` (D22): the grammar tool's findings on one
 * version, positions into that version's text, counted against no quota (editors read work, they do not use the
 * tool). 404 for an unknown assignment or another assignment's version.
 */
@Injectable()
export class GetVersionGrammar {
  constructor(
    private readonly assignments: FindAssignments,
    private readonly grammar: VersionGrammar,
  ) {}

  async execute(assignmentId: number, submissionId: number): Promise<GrammarCheckResult> {
    const version = await this.assignments.version(assignmentId, submissionId);
    return this.grammar.report(version.id, version.content);
  }
}
