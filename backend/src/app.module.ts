import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config';
import { PlatformModule } from './platform/platform.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ContentModule } from './modules/content/content.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { AssessmentModule } from './modules/assessment/assessment.module';
import { AdminModule } from './modules/admin/admin.module';
import { BillingModule } from './modules/billing/billing.module';
import { AssignmentsModule } from './modules/assignments/assignments.module';
import { PayoutsModule } from './modules/payouts/payouts.module';
import { ToolsModule } from './modules/tools/tools.module';
import { MailModule } from './modules/mail/mail.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { MentoringModule } from './modules/mentoring/mentoring.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register(config),
        IdentityModule,
        ApplicationsModule,
        AssessmentModule,
        AdminModule,
        BillingModule,
        AssignmentsModule,
        PayoutsModule,
        ContentModule,
        ToolsModule,
        MailModule,
        PrivacyModule,
        MentoringModule,
      ],
    };
  }
}
