import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { AssessmentModule } from '../assessment/assessment.module';
import { BillingModule } from '../billing/billing.module';
import { ContentModule } from '../content/content.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ToolsModule } from '../tools/tools.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { CreateFeedPost } from './application/create-feed-post';
import { DecideApplication } from './application/decide-application';
import { GetOverview } from './application/get-overview';
import { DeleteFeedPost } from './application/delete-feed-post';
import { ListApplicationsForReview } from './application/list-applications-for-review';
import { GetMemberRecord } from './application/get-member-record';
import { ListAuditLog } from './application/list-audit-log';
import { ListFeedPosts } from './application/list-feed-posts';
import { ListPayoutsForAdmin } from './application/list-payouts-for-admin';
import { UpdatePayoutStatus } from './application/update-payout-status';
import { OVERVIEW_FIGURES, PAYOUT_QUEUE, REVIEW_QUEUE } from './admin.tokens';
import { AuditLogModule } from '../audit/audit-log.module';
import { AdminApplicationsController } from './http/admin-applications.controller';
import { AdminAuditLogController } from './http/admin-audit-log.controller';
import { AdminFeedPostsController } from './http/admin-feed-posts.controller';
import { AdminOverviewController } from './http/admin-overview.controller';
import { OverviewReadQuery } from './infrastructure/read-side/overview.read-query';
import { AdminUsersController } from './http/admin-users.controller';
import { DeleteUser } from './application/delete-user';
import { EditUser } from './application/edit-user';
import { GetUser } from './application/get-user';
import { ListUsers } from './application/list-users';
import { AdminAssignmentsController } from './http/admin-assignments.controller';
import { AdminReviewDeskController } from './http/admin-review-desk.controller';
import { GetVersionGrammar } from './application/get-version-grammar';
import { ChangeAssignmentAsAdmin } from './application/change-assignment-as-admin';
import { GetAssignmentForAdmin } from './application/get-assignment-for-admin';
import { ListAssignmentsForAdmin } from './application/list-assignments-for-admin';
import { ASSIGNABLE_MEMBERS } from './application/ports/assignable-members';
import { ASSIGNMENT_LIST } from './application/ports/assignment-list';
import { AssignableMemberReadQuery } from './infrastructure/read-side/assignable-member.read-query';
import { AssignmentListReadQuery } from './infrastructure/read-side/assignment-list.read-query';
import { AdminPayoutsController } from './http/admin-payouts.controller';
import { PayoutQueueReadQuery } from './infrastructure/read-side/payout-queue.read-query';
import { ReviewQueueReadQuery } from './infrastructure/read-side/review-queue.read-query';

/**
 * The admin screens' API, composed from other modules' exported services. It imports them; they never
 * import it (modules that record admin changes import the leaf `AuditLogModule` instead).
 */
@Module({
  imports: [
    IdentityModule,
    ApplicationsModule,
    AssessmentModule,
    ContentModule,
    AuditLogModule,
    PayoutsModule,
    AssignmentsModule,
    BillingModule,
    // deleting a member is privacy's DeleteAccount (D19), the one path of a member's own deletion too
    PrivacyModule,
    // the originality report of each submitted version on the assignment page (D13)
    ToolsModule,
    // the applicant hears of the editors' decision (D18)
    MailModule,
  ],
  controllers: [
    AdminApplicationsController,
    AdminFeedPostsController,
    AdminAuditLogController,
    AdminOverviewController,
    AdminUsersController,
    AdminPayoutsController,
    AdminAssignmentsController,
    AdminReviewDeskController,
  ],
  providers: [
    { provide: REVIEW_QUEUE, useClass: ReviewQueueReadQuery },
    ListApplicationsForReview,
    DecideApplication,
    ListFeedPosts,
    CreateFeedPost,
    DeleteFeedPost,
    ListAuditLog,
    { provide: OVERVIEW_FIGURES, useClass: OverviewReadQuery },
    GetOverview,
    ListUsers,
    GetMemberRecord,
    GetUser,
    EditUser,
    DeleteUser,
    { provide: PAYOUT_QUEUE, useClass: PayoutQueueReadQuery },
    ListPayoutsForAdmin,
    UpdatePayoutStatus,
    { provide: ASSIGNMENT_LIST, useClass: AssignmentListReadQuery },
    { provide: ASSIGNABLE_MEMBERS, useClass: AssignableMemberReadQuery },
    ListAssignmentsForAdmin,
    GetAssignmentForAdmin,
    ChangeAssignmentAsAdmin,
    GetVersionGrammar,
  ],
})
export class AdminModule {}
