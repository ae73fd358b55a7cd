import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ASSIGNMENT_REPOSITORY, ASSIGNMENT_SEED } from '../assignments.tokens';
import type { AssignmentRepository } from './ports/assignment.repository';
import type { AssignmentSeedData } from './ports/assignment-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open work from partner companies, so a fresh installation has assignments to take. Idempotent by title. */
@Injectable()
export class SeedAssignments {
  constructor(
    @Inject(ASSIGNMENT_SEED) private readonly seed: AssignmentSeedData,
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const briefs = this.seed.briefs;
    const present = await this.assignments.existingTitles(briefs.map((brief) => brief.title));
    const now = this.clock.now();
    const missing = briefs
      .filter((brief) => !present.has(brief.title))
      .map(({ days, ...brief }) => ({
        ...brief,
        deadline: new Date(now.getTime() + days * DAY_MS),
        // The seeded board is open to every member; editors mark premium work themselves (D20).
        isPremium: false,
      }));
    if (missing.length) await this.assignments.insertMany(missing, now);
  }
}
