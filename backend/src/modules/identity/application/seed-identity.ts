import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.settings';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import { IDENTITY_SEED, type IdentitySeedData, type SeededName } from './ports/identity-seed';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { SECRET_BOX, TWO_FACTOR_REPOSITORY, type SecretBox } from './ports/two-factor-crypto';
import type { TwoFactorRepository } from './ports/two-factor.repository';

/** Creates the first administrator and the two demo members; running it again changes nothing. */
@Injectable()
export class SeedIdentity {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    @Inject(IDENTITY_SEED) private readonly seed: IdentitySeedData,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(TWO_FACTOR_REPOSITORY) private readonly twoFactor: TwoFactorRepository,
    @Inject(SECRET_BOX) private readonly box: SecretBox,
  ) {}

  async execute(): Promise<void> {
    await this.ensureAdmin();
    if (!this.config.seedDemoAccounts) return;
    await this.ensureMember(this.config.demoEmail, this.config.demoPassword, this.seed.demo);
    await this.ensureMember(this.config.approvedDemoEmail, this.config.approvedDemoPassword, this.seed.approvedDemo);
  }

  private async ensureAdmin(): Promise<void> {
    if (await this.users.findByEmail(this.config.adminEmail)) return;
    const password = this.config.adminPassword || randomBytes(12).toString('base64url');
    const admin = await this.users.create({
      ...this.seed.admin,
      email: this.config.adminEmail,
      passwordHash: await this.hasher.hash(password),
      isActive: true,
      isAdmin: true,
      stripeSubscriptionId: null,
      subscriptionStatus: 'active',
      subscriptionTier: 'admin',
      // Seeded addresses are the operator's own: nothing to check.
      emailConfirmedAt: new Date(),
    });
    if (this.config.adminTotpSecret) {
      // Tests and demos only (refused in production): a journey computes the administrator's codes from it.
      await this.twoFactor.savePendingTotp(admin.id, this.box.seal(this.config.adminTotpSecret));
      await this.twoFactor.enableTotp(admin.id, 0, new Date());
    }
    if (!this.config.adminPassword) {
      // Shown exactly once: the hash is all that is stored.
      process.stdout.write(
        `\n  Administrator created: ${this.config.adminEmail}\n  Generated password:   ${password}\n` +
          '  (shown only now; set ADMIN_PASSWORD to choose your own)\n',
      );
    }
    if (!this.config.adminTotpSecret) {
      process.stdout.write(
        `\n  Administrators need two-factor sign-in (D19): after signing in at /admin-login, ${this.config.adminEmail}\n` +
          '  is taken to set up an authenticator app before the admin console opens.\n\n',
      );
    }
    this.logger.log(`Administrator ${this.config.adminEmail} created`);
  }

  private async ensureMember(email: string, password: string, name: SeededName): Promise<void> {
    if (await this.users.findByEmail(email)) return;
    await this.users.create({
      ...name,
      email,
      passwordHash: await this.hasher.hash(password),
      isActive: true,
      isAdmin: false,
      stripeSubscriptionId: null,
      subscriptionStatus: 'inactive',
      subscriptionTier: null,
      emailConfirmedAt: new Date(),
    });
    this.logger.log(`Demo member ${email} created`);
  }
}
