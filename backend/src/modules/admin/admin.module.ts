import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AssessmentModule } from '../assessment/assessment.module';
import { IdentityModule } from '../identity/identity.module';
import { DecideApplication } from './application/decide-application';
import { ListApplicationsForReview } from './application/list-applications-for-review';
import { AuditLogModule } from './audit-log.module';
import { AdminApplicationsController } from './http/admin-applications.controller';

/**
 * The admin screens' API, composed from other modules' exported services. It imports them; they never
 * import it (modules that record admin changes import the leaf `AuditLogModule` instead).
 */
@Module({
  imports: [IdentityModule, ApplicationsModule, AssessmentModule, AuditLogModule],
  controllers: [AdminApplicationsController],
  providers: [ListApplicationsForReview, DecideApplication],
})
export class AdminModule {}
