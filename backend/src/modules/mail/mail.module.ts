import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { provideSettings } from '../../platform/config/module-settings';
import { CampaignStats } from './application/campaign-stats';
import { DeliverMail } from './application/deliver-mail';
import { MailPreview } from './application/mail-preview';
import { MailOutbox } from './application/mail-outbox';
import { GetMailPreferences, SetMailPreferences } from './application/mail-preferences';
import { Unsubscribe } from './application/unsubscribe';
import { ListOutbox } from './application/list-outbox';
import { ReadDevMailbox } from './application/read-dev-mailbox';
import { SendTestMail } from './application/send-test-mail';
import { UnsubscribeLinks } from './application/unsubscribe-links';
import { SqlCampaignCounts } from './infrastructure/campaign-counts.query';
import { DevMailbox } from './infrastructure/dev-mailbox/dev-mailbox';
import { DevMailboxMessageSchema } from './infrastructure/dev-mailbox/dev-mailbox.schema';
import { MikroOrmDevMailboxStore } from './infrastructure/dev-mailbox/mikro-orm-dev-mailbox.store';
import { AdminMailController } from './http/admin-mail.controller';
import { MailMessageSchema, MailPreferenceSchema } from './infrastructure/mail-message.schema';
import { MikroOrmMailMessageRepository } from './infrastructure/mikro-orm-mail-message.repository';
import { MikroOrmMailPreferenceRepository } from './infrastructure/mikro-orm-mail-preference.repository';
import { ReactEmailRenderer } from './infrastructure/react-email-renderer';
import { SqlRecipientDirectory } from './infrastructure/read-side/recipient.read-query';
import { SmtpTransport } from './infrastructure/smtp-transport';
import { MailPreferencesController } from './http/mail-preferences.controller';
import { mailSettings } from './mail.settings';
import {
  CAMPAIGN_COUNTS,
  DEV_MAILBOX_STORE,
  MAIL_MESSAGE_REPOSITORY,
  MAIL_PREFERENCE_REPOSITORY,
  MAIL_RENDERER,
  MAIL_TRANSPORT,
  RECIPIENT_DIRECTORY,
} from './mail.tokens';
import { MAIL_PERSONAL_DATA } from './mail.tokens';
import { MailPersonalData } from './infrastructure/mail-personal-data';
import { MailMetrics } from './infrastructure/mail-metrics';

/**
 * Mail (D18): the outbox every module writes to in its own unit of work (`MailOutbox.queue`), its delivery through
 * the platform's job queue, the templates, the members' preferences and the development mailbox. Like the audit log
 * it imports no other module, so any module, identity included, can send mail.
 */
@Module({
  imports: [MikroOrmModule.forFeature([MailMessageSchema, MailPreferenceSchema, DevMailboxMessageSchema])],
  controllers: [MailPreferencesController, AdminMailController],
  providers: [
    // Its gauges for monitoring (docs/operations.md, "Monitoring").
    MailMetrics,
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: MAIL_PERSONAL_DATA, useClass: MailPersonalData },
    provideSettings(mailSettings),
    { provide: MAIL_MESSAGE_REPOSITORY, useClass: MikroOrmMailMessageRepository },
    { provide: MAIL_PREFERENCE_REPOSITORY, useClass: MikroOrmMailPreferenceRepository },
    { provide: RECIPIENT_DIRECTORY, useClass: SqlRecipientDirectory },
    { provide: MAIL_RENDERER, useClass: ReactEmailRenderer },
    { provide: MAIL_TRANSPORT, useClass: SmtpTransport },
    { provide: DEV_MAILBOX_STORE, useClass: MikroOrmDevMailboxStore },
    DevMailbox,
    UnsubscribeLinks,
    MailOutbox,
    DeliverMail,
    GetMailPreferences,
    SetMailPreferences,
    Unsubscribe,
    // what content's newsletter asks of the outbox: an issue's delivery counts and its preview
    { provide: CAMPAIGN_COUNTS, useClass: SqlCampaignCounts },
    CampaignStats,
    MailPreview,
    ListOutbox,
    ReadDevMailbox,
    SendTestMail,
  ],
  exports: [MAIL_PERSONAL_DATA, MailOutbox, CampaignStats, MailPreview],
})
export class MailModule {}
