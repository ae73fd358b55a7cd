import { Module } from '@nestjs/common';
import type { PersonalData } from '../../shared/application/personal-data';
import { APPLICATIONS_PERSONAL_DATA } from '../applications/applications.tokens';
import { ApplicationsModule } from '../applications/applications.module';
import { ASSESSMENT_PERSONAL_DATA } from '../assessment/assessment.tokens';
import { AssessmentModule } from '../assessment/assessment.module';
import { ASSIGNMENTS_PERSONAL_DATA } from '../assignments/assignments.tokens';
import { AssignmentsModule } from '../assignments/assignments.module';
import { AUDIT_PERSONAL_DATA } from '../audit/audit.tokens';
import { AuditLogModule } from '../audit/audit-log.module';
import { BILLING_PERSONAL_DATA } from '../billing/billing.tokens';
import { BillingModule } from '../billing/billing.module';
import { CONTENT_PERSONAL_DATA } from '../content/content.tokens';
import { ContentModule } from '../content/content.module';
import { IDENTITY_PERSONAL_DATA } from '../identity/identity.tokens';
import { IdentityModule } from '../identity/identity.module';
import { MAIL_PERSONAL_DATA } from '../mail/mail.tokens';
import { MailModule } from '../mail/mail.module';
import { MENTORING_PERSONAL_DATA } from '../mentoring/mentoring.tokens';
import { MentoringModule } from '../mentoring/mentoring.module';
import { PAYOUTS_PERSONAL_DATA } from '../payouts/payouts.tokens';
import { PayoutsModule } from '../payouts/payouts.module';
import { TOOLS_PERSONAL_DATA } from '../tools/tools.tokens';
import { ToolsModule } from '../tools/tools.module';
import { DeleteAccount } from './application/delete-account';
import { ExportMemberData } from './application/export-member-data';
import { PERSONAL_DATA_SOURCES } from './application/personal-data-sources';
import { AccountDataController } from './http/account-data.controller';

/**
 * Every module's part of "Your data", in the export's order: the account first, then what the member did. A module
 * that adds a table with a user column adds it to its PersonalData (test/privacy-coverage.int-spec.ts fails until
 * it does); a module that adds a PersonalData port adds its token here.
 */
const SOURCES = [
  IDENTITY_PERSONAL_DATA,
  APPLICATIONS_PERSONAL_DATA,
  ASSESSMENT_PERSONAL_DATA,
  BILLING_PERSONAL_DATA,
  ASSIGNMENTS_PERSONAL_DATA,
  PAYOUTS_PERSONAL_DATA,
  MENTORING_PERSONAL_DATA,
  TOOLS_PERSONAL_DATA,
  CONTENT_PERSONAL_DATA,
  MAIL_PERSONAL_DATA,
  AUDIT_PERSONAL_DATA,
];

/**
 * "Your data" (D19, GDPR articles 15, 17 and 20): the member's export and the deletion of an account, the member's
 * own or an editor's (admin's DeleteUser calls DeleteAccount). It owns no table: each module reads and erases its
 * own through the PersonalData port it exports.
 */
@Module({
  imports: [
    IdentityModule,
    ApplicationsModule,
    AssessmentModule,
    BillingModule,
    AssignmentsModule,
    PayoutsModule,
    MentoringModule,
    ToolsModule,
    ContentModule,
    MailModule,
    AuditLogModule,
  ],
  controllers: [AccountDataController],
  providers: [
    {
      provide: PERSONAL_DATA_SOURCES,
      useFactory: (...sources: PersonalData[]) => sources,
      inject: SOURCES,
    },
    ExportMemberData,
    DeleteAccount,
  ],
  exports: [DeleteAccount, PERSONAL_DATA_SOURCES],
})
export class PrivacyModule {}
