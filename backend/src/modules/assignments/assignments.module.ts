import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { BillingModule } from '../billing/billing.module';
import { AcceptAssignment } from './application/accept-assignment';
import { ListAvailableAssignments, ListMemberAssignments } from './application/list-assignments';
import { MemberEligibility } from './application/member-eligibility';
import { SeedAssignments } from './application/seed-assignments';
import { SaveDraft, SubmitAssignment } from './application/write-assignment';
import { ASSIGNMENT_REPOSITORY } from './assignments.tokens';
import { AssignmentsController } from './http/assignments.controller';
import { AssignmentSubmissionSchema } from './infrastructure/assignment-submission.schema';
import { AssignmentSchema } from './infrastructure/assignment.schema';
import { MikroOrmAssignmentRepository } from './infrastructure/mikro-orm-assignment.repository';

/** Paid work, the member's side (issue 13): list, accept, draft, submit. */
@Module({
  imports: [
    MikroOrmModule.forFeature([AssignmentSchema, AssignmentSubmissionSchema]),
    ApplicationsModule,
    BillingModule,
  ],
  controllers: [AssignmentsController],
  providers: [
    { provide: ASSIGNMENT_REPOSITORY, useClass: MikroOrmAssignmentRepository },
    MemberEligibility,
    ListAvailableAssignments,
    ListMemberAssignments,
    AcceptAssignment,
    SaveDraft,
    SubmitAssignment,
    SeedAssignments,
  ],
  exports: [SeedAssignments],
})
export class AssignmentsModule {}
