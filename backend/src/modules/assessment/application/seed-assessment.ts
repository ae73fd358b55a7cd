import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { QUESTION_BANK_SOURCE, QUESTION_REPOSITORY } from '../assessment.tokens';
import type { BankQuestion } from '../domain/question';
import type { QuestionRepository } from './ports/question.repository';

/** Upserts the authored question bank by key; questions removed from the bank are retired, not deleted. */
@Injectable()
export class SeedAssessment {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(QUESTION_BANK_SOURCE) private readonly bank: readonly BankQuestion[],
    @Inject(QUESTION_REPOSITORY) private readonly questions: QuestionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const { active, retired } = await this.questions.upsertBank(this.bank, this.clock.now());
    this.logger.log(`Quiz question bank: ${active} active${retired ? `, ${retired} retired` : ''}`);
  }
}
