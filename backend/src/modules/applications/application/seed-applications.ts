import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../../identity/identity.settings';
import { UserAccounts } from '../../identity/application/user-accounts';
import type { ApplyAnswers } from '../domain/application';
import { CreateApplication } from './create-application';
import { FindMemberApplication } from './find-member-application';

const DEMO_ANSWERS: ApplyAnswers = {
  name: 'Dana Writer',
  writingTypes: ['Articles', 'Blog Posts', 'Email Newsletters'],
  involvement: ['Write Paid Articles/Complete Paid Writing Tasks/Paid Assignments', 'Improve My Skills'],
  acknowledgment: 'acknowledge',
};

/** Gives the demo member an application waiting for the quiz, so the quiz can be taken on a fresh start. */
@Injectable()
export class SeedApplications {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    private readonly users: UserAccounts,
    private readonly findApplication: FindMemberApplication,
    private readonly createApplication: CreateApplication,
  ) {}

  async execute(): Promise<void> {
    if (!this.config.seedDemoAccounts) return;
    const demo = await this.users.findByEmail(this.config.demoEmail);
    if (!demo) return;
    if (await this.findApplication.execute(demo.id)) return;
    await this.createApplication.execute({ userId: demo.id, answers: DEMO_ANSWERS });
    this.logger.log(`Application of ${this.config.demoEmail} created (quiz_required)`);
  }
}
