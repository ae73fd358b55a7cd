import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../../identity/identity.settings';
import { UserAccounts } from '../../identity/application/user-accounts';
import type { ApplyAnswers } from '../domain/application';
import { APPLICATION_SEED, type ApplicationSeedData } from './ports/application-seed';
import { CreateApplication } from './create-application';
import { FindMemberApplication } from './find-member-application';
import { MarkQuizPassed } from './mark-quiz-passed';
import { RecordDecision } from './record-decision';

/**
 * Gives the demo member an application waiting for the quiz, so the quiz can be taken on a fresh start, and the
 * approved demo member one that passed the quiz and was approved by the administrator, so paid work is open to her.
 */
@Injectable()
export class SeedApplications {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    @Inject(APPLICATION_SEED) private readonly seed: ApplicationSeedData,
    private readonly users: UserAccounts,
    private readonly findApplication: FindMemberApplication,
    private readonly createApplication: CreateApplication,
    private readonly markQuizPassed: MarkQuizPassed,
    private readonly recordDecision: RecordDecision,
  ) {}

  async execute(): Promise<void> {
    if (!this.config.seedDemoAccounts) return;
    await this.ensureApplication(this.config.demoEmail, this.seed.demoAnswers);
    const approved = await this.ensureApplication(this.config.approvedDemoEmail, this.seed.approvedAnswers);
    const admin = await this.users.findByEmail(this.config.adminEmail);
    if (!approved || !admin) return;
    await this.markQuizPassed.execute(approved.id);
    await this.recordDecision.execute(approved.id, 'approved', this.seed.approvalNote, admin.id);
    this.logger.log(`Application of ${this.config.approvedDemoEmail} approved`);
  }

  /** The member's new application, or null when the member is missing or has one already. */
  private async ensureApplication(email: string, answers: ApplyAnswers): Promise<{ id: number } | null> {
    const member = await this.users.findByEmail(email);
    if (!member || (await this.findApplication.execute(member.id))) return null;
    const application = await this.createApplication.execute({ userId: member.id, answers });
    this.logger.log(`Application of ${email} created (quiz_required)`);
    return application;
  }
}
