import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthenticateUser } from './application/authenticate-user';
import { ChangeUser } from './application/change-user';
import { FindUsers } from './application/find-users';
import { LoginThrottle } from './application/login-throttle';
import { RemoveMember } from './application/remove-member';
import { SeedIdentity } from './application/seed-identity';
import { Sessions } from './application/sessions';
import { UserAccounts } from './application/user-accounts';
import { AuthController } from './http/auth.controller';
import { AccountLinksController } from './http/account-links.controller';
import { AccountSessionsController } from './http/account-sessions.controller';
import { AccountSessions } from './application/account-sessions';
import { AccountController } from './http/account.controller';
import { ChangePassword } from './application/change-password';
import { ChangeProfile } from './application/change-profile';
import { CurrentPassword } from './application/current-password';
import { EmailChange } from './application/email-change';
import { AccountLinks } from './application/account-links';
import { AddressCheck } from './application/address-check';
import { PasswordReset } from './application/password-reset';
import { AccountLinkSchema } from './infrastructure/account-link.schema';
import { MikroOrmAccountLinkRepository } from './infrastructure/mikro-orm-account-link.repository';
import { MailModule } from '../mail/mail.module';
import { AuditLogModule } from '../audit/audit-log.module';
import {
  ACCOUNT_LINK_REPOSITORY,
  PASSKEY_RELYING_PARTY,
  PASSWORD_HASHER,
  SESSION_STORE,
  USER_REPOSITORY,
} from './identity.tokens';
import { relyingPartyFor } from './domain/passkey';
import { Passkeys } from './application/passkeys';
import { PasskeyCeremonyCookie } from './http/passkey-ceremony-cookie';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { MikroOrmSessionStore } from './infrastructure/mikro-orm-session-store';
import { MikroOrmUserRepository } from './infrastructure/mikro-orm-user.repository';
import { SessionSerializer } from './infrastructure/session.serializer';
import { UserSchema } from './infrastructure/user.schema';
import { SessionSchema } from './infrastructure/session.schema';
import { ExpiredSessionsJob } from './infrastructure/expired-sessions.job';
import { ExpiredAccountLinksJob } from './infrastructure/expired-account-links.job';
import { provideSettings } from '../../platform/config/module-settings';
import { IDENTITY_SETTINGS, identitySettings } from './identity.settings';
import { IDENTITY_SEED } from './application/ports/identity-seed';
import { IDENTITY_SEED_DATA } from './infrastructure/seed/identity-seed';
import { LocalStrategy } from './infrastructure/local.strategy';
import { HTTP_SESSION_STORE } from '../../platform/http/session-store';
import { IDENTITY_PERSONAL_DATA } from './identity.tokens';
import { IdentityPersonalData } from './infrastructure/identity-personal-data';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../platform/config/platform-settings';
import { MAIL_SETTINGS, mailSettings, type MailSettings } from '../mail/mail.settings';
import { PASSKEY_PROVIDERS, PasskeysController, PasskeySchema, PasskeyChallengeSchema } from './passkeys.providers';
import { SECOND_FACTOR_CHECK } from '../../platform/http/second-factor-check';
import { AuthenticatorApp } from './application/authenticator-app';
import { SecondFactorSignIn } from './application/second-factor-sign-in';
import { SecondFactors } from './application/second-factors';
import { TwoFactorChanges } from './application/two-factor-changes';
import { TwoFactorCodes } from './application/two-factor-codes';
import { SECRET_BOX, TOTP_ALGORITHM, TWO_FACTOR_REPOSITORY } from './application/ports/two-factor-crypto';
import type { IdentitySettings } from './identity.settings';
import { AesGcmSecretBox } from './infrastructure/aes-gcm-secret-box';
import { MikroOrmTwoFactorRepository } from './infrastructure/mikro-orm-two-factor.repository';
import { OtplibTotp } from './infrastructure/otplib-totp';
import { RecoveryCodeSchema, TotpCredentialSchema } from './infrastructure/two-factor.schema';
import { TwoFactorController } from './http/two-factor.controller';

@Module({
  // Mail: the welcome, address checks and password resets (D18, D19). The audit log: resets are recorded.
  imports: [
    MikroOrmModule.forFeature([
      UserSchema,
      SessionSchema,
      AccountLinkSchema,
      TotpCredentialSchema,
      RecoveryCodeSchema,
      PasskeySchema,
      PasskeyChallengeSchema,
    ]),
    MailModule,
    AuditLogModule,
  ],
  controllers: [
    AuthController,
    AccountLinksController,
    AccountController,
    AccountSessionsController,
    TwoFactorController,
    PasskeysController,
  ],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: IDENTITY_PERSONAL_DATA, useClass: IdentityPersonalData },
    provideSettings(identitySettings),
    { provide: IDENTITY_SEED, useValue: IDENTITY_SEED_DATA },
    ExpiredSessionsJob,
    ExpiredAccountLinksJob,
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    MikroOrmSessionStore,
    { provide: SESSION_STORE, useExisting: MikroOrmSessionStore },
    // The platform's session middleware stores sessions here (platform/http/session-store.ts).
    { provide: HTTP_SESSION_STORE, useExisting: MikroOrmSessionStore },
    LocalStrategy,
    AuthenticateUser,
    LoginThrottle,
    SeedIdentity,
    UserAccounts,
    Sessions,
    SessionSerializer,
    FindUsers,
    ChangeUser,
    RemoveMember,
    { provide: ACCOUNT_LINK_REPOSITORY, useClass: MikroOrmAccountLinkRepository },
    AccountLinks,
    AddressCheck,
    PasswordReset,
    AccountSessions,
    // The member's own changes (issue 26): profile, address, password.
    CurrentPassword,
    ChangeProfile,
    EmailChange,
    ChangePassword,
    // Passkeys (D19): the relying party is the public URL mail links start with, under the brand's name.
    provideSettings(mailSettings),
    {
      provide: PASSKEY_RELYING_PARTY,
      useFactory: (mail: MailSettings, platform: PlatformSettings) =>
        relyingPartyFor(mail.publicUrl, platform.brand.brandName),
      inject: [MAIL_SETTINGS, PLATFORM_SETTINGS],
    },
    ...PASSKEY_PROVIDERS,
    // Two-factor sign-in (D19). The platform's access guard asks SecondFactors before every admin call.
    { provide: TWO_FACTOR_REPOSITORY, useClass: MikroOrmTwoFactorRepository },
    { provide: TOTP_ALGORITHM, useClass: OtplibTotp },
    {
      provide: SECRET_BOX,
      useFactory: (settings: IdentitySettings) => new AesGcmSecretBox(settings.twoFactorKey),
      inject: [IDENTITY_SETTINGS],
    },
    SecondFactors,
    { provide: SECOND_FACTOR_CHECK, useExisting: SecondFactors },
    TwoFactorCodes,
    TwoFactorChanges,
    AuthenticatorApp,
    SecondFactorSignIn,
  ],
  // FindUsers, ChangeUser, RemoveMember: the admin module's Users tab (D10), which adds the audit entry.
  // IDENTITY_SETTINGS: the seeded accounts, which the seeds of billing, applications and assignments build on.
  // HTTP_SESSION_STORE: the platform's session middleware stores sessions here (identity owns the table).
  exports: [
    IDENTITY_PERSONAL_DATA,
    IDENTITY_SETTINGS,
    SeedIdentity,
    UserAccounts,
    Sessions,
    FindUsers,
    ChangeUser,
    RemoveMember,
    HTTP_SESSION_STORE,
    // Passkeys: the second factor after a password (verifyAuthentication with the account, countOf).
    Passkeys,
    PasskeyCeremonyCookie,
  ],
})
export class IdentityModule {}
