import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { CurrentQuiz } from './application/current-quiz';
import { GradeAttempt } from './application/grade-attempt';
import { GradeOverdueAttempts } from './application/grade-overdue-attempts';
import { ListAttempts } from './application/list-attempts';
import { QuizAttempts } from './application/quiz-attempts';
import { QuizSheets } from './application/quiz-sheet';
import { Retakes } from './application/retakes';
import { SaveAnswer } from './application/save-answer';
import { SeedAssessment } from './application/seed-assessment';
import { ShowQuiz } from './application/show-quiz';
import { StartQuiz } from './application/start-quiz';
import { SubmitQuiz } from './application/submit-quiz';
import { ATTEMPT_REPOSITORY, QUESTION_BANK_SOURCE, QUESTION_REPOSITORY, RANDOM } from './assessment.tokens';
import { QuizController } from './http/quiz.controller';
import { AttemptSchema } from './infrastructure/attempt.schema';
import { cryptoRandom } from './infrastructure/crypto-random';
import { MikroOrmAttemptRepository } from './infrastructure/mikro-orm-attempt.repository';
import { MikroOrmQuestionRepository } from './infrastructure/mikro-orm-question.repository';
import { OverdueAttemptsJob } from './infrastructure/overdue-attempts.job';
import { QuestionSchema } from './infrastructure/question.schema';
import { QUESTION_BANK } from './infrastructure/seed/question-bank';
import { provideSettings } from '../../platform/config/module-settings';
import { quizSettings } from './assessment.settings';
import { ASSESSMENT_PERSONAL_DATA } from './assessment.tokens';
import { AssessmentPersonalData } from './infrastructure/assessment-personal-data';

@Module({
  imports: [MikroOrmModule.forFeature([QuestionSchema, AttemptSchema]), ApplicationsModule],
  controllers: [QuizController],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: ASSESSMENT_PERSONAL_DATA, useClass: AssessmentPersonalData },
    provideSettings(quizSettings),
    { provide: QUESTION_REPOSITORY, useClass: MikroOrmQuestionRepository },
    { provide: ATTEMPT_REPOSITORY, useClass: MikroOrmAttemptRepository },
    { provide: QUESTION_BANK_SOURCE, useValue: QUESTION_BANK },
    { provide: RANDOM, useValue: cryptoRandom },
    Retakes,
    GradeAttempt,
    QuizSheets,
    ShowQuiz,
    StartQuiz,
    CurrentQuiz,
    SaveAnswer,
    SubmitQuiz,
    ListAttempts,
    GradeOverdueAttempts,
    QuizAttempts,
    SeedAssessment,
    OverdueAttemptsJob,
  ],
  exports: [ASSESSMENT_PERSONAL_DATA, QuizAttempts, SeedAssessment, GradeOverdueAttempts],
})
export class AssessmentModule {}
