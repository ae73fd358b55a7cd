import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ApplyAgain } from './application/apply-again';
import { CreateApplication } from './application/create-application';
import { FindApplications } from './application/find-applications';
import { FindMemberApplication } from './application/find-member-application';
import { MarkQuizPassed } from './application/mark-quiz-passed';
import { RecordDecision } from './application/record-decision';
import { RejectAfterQuiz } from './application/reject-after-quiz';
import { SeedApplications } from './application/seed-applications';
import { APPLICATION_REPOSITORY } from './applications.tokens';
import { ApplicationsController } from './http/applications.controller';
import { ApplicationSchema } from './infrastructure/application.schema';
import { MikroOrmApplicationRepository } from './infrastructure/mikro-orm-application.repository';
import { APPLICATION_SEED } from './application/ports/application-seed';
import { APPLICATION_SEED_DATA } from './infrastructure/seed/application-seed';
import { APPLICATIONS_PERSONAL_DATA } from './applications.tokens';
import { ApplicationsPersonalData } from './infrastructure/applications-personal-data';

/**
 * Use cases other modules call: billing creates, the assessment finds (and locks), passes and rejects after the
 * last failed attempt, admin lists and decides.
 */
const EXPORTED = [
  CreateApplication,
  FindMemberApplication,
  MarkQuizPassed,
  RejectAfterQuiz,
  FindApplications,
  RecordDecision,
];

@Module({
  imports: [MikroOrmModule.forFeature([ApplicationSchema]), IdentityModule],
  controllers: [ApplicationsController],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: APPLICATIONS_PERSONAL_DATA, useClass: ApplicationsPersonalData },
    { provide: APPLICATION_REPOSITORY, useClass: MikroOrmApplicationRepository },
    { provide: APPLICATION_SEED, useValue: APPLICATION_SEED_DATA },
    ...EXPORTED,
    ApplyAgain,
    SeedApplications,
  ],
  exports: [APPLICATIONS_PERSONAL_DATA, ...EXPORTED, SeedApplications],
})
export class ApplicationsModule {}
