import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AssessmentModule } from '../assessment/assessment.module';
import { ContentModule } from '../content/content.module';
import { IdentityModule } from '../identity/identity.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { CreateFeedPost } from './application/create-feed-post';
import { DecideApplication } from './application/decide-application';
import { DeleteFeedPost } from './application/delete-feed-post';
import { ListApplicationsForReview } from './application/list-applications-for-review';
import { ListAuditLog } from './application/list-audit-log';
import { ListFeedPosts } from './application/list-feed-posts';
import { ListPayoutsForAdmin } from './application/list-payouts-for-admin';
import { UpdatePayoutStatus } from './application/update-payout-status';
import { PAYOUT_QUEUE, REVIEW_QUEUE } from './admin.tokens';
import { AuditLogModule } from './audit-log.module';
import { AdminApplicationsController } from './http/admin-applications.controller';
import { AdminAuditLogController } from './http/admin-audit-log.controller';
import { AdminFeedPostsController } from './http/admin-feed-posts.controller';
import { AdminPayoutsController } from './http/admin-payouts.controller';
import { PayoutQueueReadQuery } from './infrastructure/read-side/payout-queue.read-query';
import { ReviewQueueReadQuery } from './infrastructure/read-side/review-queue.read-query';

/**
 * The admin screens' API, composed from other modules' exported services. It imports them; they never
 * import it (modules that record admin changes import the leaf `AuditLogModule` instead).
 */
@Module({
  imports: [IdentityModule, ApplicationsModule, AssessmentModule, ContentModule, AuditLogModule, PayoutsModule],
  controllers: [AdminApplicationsController, AdminFeedPostsController, AdminAuditLogController, AdminPayoutsController],
  providers: [
    { provide: REVIEW_QUEUE, useClass: ReviewQueueReadQuery },
    ListApplicationsForReview,
    DecideApplication,
    ListFeedPosts,
    CreateFeedPost,
    DeleteFeedPost,
    ListAuditLog,
    { provide: PAYOUT_QUEUE, useClass: PayoutQueueReadQuery },
    ListPayoutsForAdmin,
    UpdatePayoutStatus,
  ],
})
export class AdminModule {}
