import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { decidableFrom, type Application, type Decision } from '../domain/application';
import { applicationNotFound, cannotDecide } from '../domain/applications.errors';
import type { ReviewQueuePage, ReviewQueueQuery } from '../domain/review-queue';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository, DecisionState } from './ports/application.repository';

export type { Application, Decision } from '../domain/application';
export type { DecisionState } from './ports/application.repository';
export type { ReviewQueuePage, ReviewQueueQuery } from '../domain/review-queue';

/** The editors' side of applications (D2 step 5), used by the admin module. */
@Injectable()
export class ApplicationReview {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One page of the review queue, awaiting a decision first. */
  listForReview(query: ReviewQueueQuery): Promise<ReviewQueuePage> {
    return this.applications.listForReview(query);
  }

  /**
   * Sets `approved` or `rejected` with an optional note. The allowed starting statuses are part of the
   * UPDATE itself, so two editors deciding at once cannot both win against a stale status.
   */
  async decide(
    id: number,
    decision: Decision,
    note: string | null,
    editorId: number,
  ): Promise<{ before: DecisionState; after: Application }> {
    const change = { decision, note, decidedBy: editorId, at: this.clock.now() };
    const result = await this.applications.decide(id, change, decidableFrom(decision));
    if (result) return result;
    const current = await this.applications.findById(id);
    if (!current) throw applicationNotFound();
    throw cannotDecide(current.status);
  }
}
