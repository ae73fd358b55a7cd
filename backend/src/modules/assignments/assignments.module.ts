import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit/audit-log.module';
import { ApplicationsModule } from '../applications/applications.module';
import { BillingModule } from '../billing/billing.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ToolsModule } from '../tools/tools.module';
import { AcceptAssignment } from './application/accept-assignment';
import { ApplyAssignmentChange } from './application/editor/apply-assignment-change';
import { AssignToMember } from './application/editor/assign-assignment';
import { CreateAssignment } from './application/editor/create-assignment';
import { EditAssignment } from './application/editor/edit-assignment';
import { FindAssignments } from './application/editor/find-assignments';
import { ReviewAssignment } from './application/editor/review-assignment';
import { WorkNotifications } from './application/editor/work-notifications';
import { ListAvailableAssignments, ListMemberAssignments } from './application/list-assignments';
import { ListMemberActivity } from './application/list-member-activity';
import { MemberEligibility } from './application/member-eligibility';
import { ReleaseMemberAssignments, ReleaseOverdueAssignments } from './application/release-assignments';
import { SeedAssignments } from './application/seed-assignments';
import { SeedWorkHistory } from './application/seed-work-history';
import { SaveDraft, SubmitAssignment } from './application/write-assignment';
import {
  ASSIGNMENT_REPOSITORY,
  ASSIGNMENT_SEED,
  REVIEW_COMMENTS,
  WORK_HISTORY_WRITER,
  WORK_RECORDS,
} from './assignments.tokens';
import { ReviewComments } from './application/review/review-comments';
import { AssignmentsController } from './http/assignments.controller';
import { ReviewCommentsController } from './http/review-comments.controller';
import { MikroOrmReviewCommentRepository } from './infrastructure/mikro-orm-review-comment.repository';
import { ReviewCommentReplySchema, ReviewCommentSchema } from './infrastructure/review-comment.schema';
import { AssignmentReviewSchema } from './infrastructure/assignment-review.schema';
import { AssignmentSubmissionSchema } from './infrastructure/assignment-submission.schema';
import { AssignmentSchema } from './infrastructure/assignment.schema';
import { MikroOrmAssignmentRepository } from './infrastructure/mikro-orm-assignment.repository';
import { ReleaseOverdueJob } from './infrastructure/release-overdue.job';
import { MikroOrmWorkHistoryWriter } from './infrastructure/mikro-orm-work-history.writer';
import { MikroOrmWorkRecordsRepository } from './infrastructure/mikro-orm-work-records.repository';
import { ASSIGNMENT_SEED_DATA } from './infrastructure/seed/assignment-seed';
import { provideSettings } from '../../platform/config/module-settings';
import { assignmentSettings } from './assignments.settings';
import { ASSIGNMENTS_PERSONAL_DATA } from './assignments.tokens';
import { AssignmentsPersonalData } from './infrastructure/assignments-personal-data';

/** Paid work (issue 13): the member's side (list, accept, draft, submit), the editors' services, the release job. */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      AssignmentSchema,
      AssignmentSubmissionSchema,
      AssignmentReviewSchema,
      ReviewCommentSchema,
      ReviewCommentReplySchema,
    ]),
    ApplicationsModule,
    BillingModule,
    AuditLogModule,
    IdentityModule,
    PayoutsModule,
    // each submitted version's originality report (D13), recorded in the submit transaction
    ToolsModule,
    // the writer hears of an editor's assign, revision request and completion (D18)
    MailModule,
  ],
  controllers: [AssignmentsController, ReviewCommentsController],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: ASSIGNMENTS_PERSONAL_DATA, useClass: AssignmentsPersonalData },
    provideSettings(assignmentSettings),
    { provide: ASSIGNMENT_REPOSITORY, useClass: MikroOrmAssignmentRepository },
    { provide: WORK_HISTORY_WRITER, useClass: MikroOrmWorkHistoryWriter },
    { provide: ASSIGNMENT_SEED, useValue: ASSIGNMENT_SEED_DATA },
    { provide: WORK_RECORDS, useClass: MikroOrmWorkRecordsRepository },
    { provide: REVIEW_COMMENTS, useClass: MikroOrmReviewCommentRepository },
    ReviewComments,
    MemberEligibility,
    ListAvailableAssignments,
    ListMemberAssignments,
    ListMemberActivity,
    AcceptAssignment,
    SaveDraft,
    SubmitAssignment,
    SeedAssignments,
    ApplyAssignmentChange,
    WorkNotifications,
    CreateAssignment,
    EditAssignment,
    ReviewAssignment,
    AssignToMember,
    FindAssignments,
    ReleaseOverdueAssignments,
    ReleaseMemberAssignments,
    ReleaseOverdueJob,
    SeedWorkHistory,
  ],
  exports: [
    ASSIGNMENTS_PERSONAL_DATA,
    SeedAssignments,
    SeedWorkHistory,
    // The editors' side, composed by the admin module; ReleaseMemberAssignments for its user changes.
    CreateAssignment,
    EditAssignment,
    ReviewAssignment,
    AssignToMember,
    FindAssignments,
    ReleaseMemberAssignments,
    // D2 step 6 for the editors: the assignee picker asks the rule the member's accept asks.
    MemberEligibility,
    // The editors' member page lists the member's work.
    ListMemberAssignments,
    // The review desk's comments (D22), for the admin module's routes.
    ReviewComments,
  ],
})
export class AssignmentsModule {}
