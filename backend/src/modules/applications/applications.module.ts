import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ApplicationReview } from './application/application-review';
import { MemberApplications } from './application/member-applications';
import { SeedApplications } from './application/seed-applications';
import { APPLICATION_REPOSITORY } from './applications.tokens';
import { ApplicationsController } from './http/applications.controller';
import { ApplicationSchema } from './infrastructure/application.schema';
import { MikroOrmApplicationRepository } from './infrastructure/mikro-orm-application.repository';

@Module({
  imports: [MikroOrmModule.forFeature([ApplicationSchema]), IdentityModule],
  controllers: [ApplicationsController],
  providers: [
    { provide: APPLICATION_REPOSITORY, useClass: MikroOrmApplicationRepository },
    MemberApplications,
    ApplicationReview,
    SeedApplications,
  ],
  exports: [MemberApplications, ApplicationReview, SeedApplications],
})
export class ApplicationsModule {}
