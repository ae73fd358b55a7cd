import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { QUESTION_REPOSITORY } from '../assessment.tokens';
import { remainingSeconds, type QuizAttempt } from '../domain/attempt';
import type { PublicQuestion } from '../domain/question';
import type { QuestionRepository } from './ports/question.repository';

/** An attempt as the member may see it (`GET /api/quiz/questions`, `POST /api/quiz/start`). */
export interface QuizSheet {
  attemptId: number;
  deadline: Date;
  /** From the server's clock; the browser counts down from it and never decides the time itself. */
  remainingSeconds: number;
  questions: PublicQuestion[];
  /** Autosaved shown-option indexes, -1 when unanswered (restores the page after a reload). */
  answers: number[];
}

/** Builds the sheet of an attempt: its questions with the options in the attempt's order, and no answer key. */
@Injectable()
export class QuizSheets {
  constructor(
    @Inject(QUESTION_REPOSITORY) private readonly questions: QuestionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(attempt: QuizAttempt): Promise<QuizSheet> {
    const stored = new Map(
      (await this.questions.findByIds(attempt.items.map((item) => item.questionId))).map((q) => [q.id, q]),
    );
    const questions = attempt.items.map((item): PublicQuestion => {
      const question = stored.get(item.questionId);
      if (!question) throw new Error(`question ${item.questionId} of attempt ${attempt.id} is missing`);
      return {
        id: question.id,
        category: question.category,
        difficulty: question.difficulty,
        question: question.question,
        options: item.optionOrder.map((index) => question.options[index]),
      };
    });
    return {
      attemptId: attempt.id,
      deadline: attempt.deadline,
      remainingSeconds: remainingSeconds(attempt, this.clock.now()),
      questions,
      answers: attempt.answers,
    };
  }
}
