import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import type { AssignmentRepository } from './ports/assignment.repository';
import { SEED_BRIEFS } from './seed-assignments.data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open work from partner companies, so a fresh installation has assignments to take. Idempotent by title. */
@Injectable()
export class SeedAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const present = await this.assignments.existingTitles(SEED_BRIEFS.map((brief) => brief.title));
    const now = this.clock.now();
    const missing = SEED_BRIEFS.filter((brief) => !present.has(brief.title)).map(({ days, ...brief }) => ({
      ...brief,
      deadline: new Date(now.getTime() + days * DAY_MS),
    }));
    if (missing.length) await this.assignments.insertMany(missing, now);
  }
}
