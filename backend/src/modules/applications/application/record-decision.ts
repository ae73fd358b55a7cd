import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { closedByQuiz, decidableFrom, type Decision } from '../domain/application';
import { applicationNotFound, cannotDecide, closedByQuizCannotBeDecided } from '../domain/applications.errors';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository, DecisionState } from './ports/application.repository';

export type { Decision } from '../domain/application';
export type { DecisionState } from './ports/application.repository';

/** The decision fields before and after an editor's decision (for the answer and the audit log), and whose it is. */
export interface RecordedDecision {
  before: DecisionState;
  after: DecisionState;
  /** The member who applied: the one to tell (D18). */
  applicantId: number;
}

/**
 * An editor approves or rejects (D2 step 5; admin calls it inside the unit of work that also writes the
 * audit entry). The allowed starting statuses are part of the UPDATE itself, so two editors deciding at
 * once cannot both win against a stale status. An application the quiz rejected is not the editors' to decide
 * (its quiz was never passed; the member may apply again, D17).
 */
@Injectable()
export class RecordDecision {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(id: number, decision: Decision, note: string | null, editorId: number): Promise<RecordedDecision> {
    const at = this.clock.now();
    const decided = await this.applications.decide(
      id,
      { decision, note, decidedBy: editorId, at },
      decidableFrom(decision),
    );
    if (decided) {
      const { userId, ...before } = decided;
      // The statement set exactly these values, so they are the row as it now is.
      const after = { status: decision, decisionNote: note, decidedBy: editorId, decidedAt: at };
      return { before, after, applicantId: userId };
    }
    const current = await this.applications.findById(id);
    if (!current) throw applicationNotFound();
    if (closedByQuiz(current)) throw closedByQuizCannotBeDecided();
    throw cannotDecide(current.status);
  }
}
