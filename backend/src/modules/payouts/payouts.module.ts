import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { MailModule } from '../mail/mail.module';
import { FindPayouts } from './application/find-payouts';
import { GetMemberEarnings, ListMemberPayouts } from './application/member-payouts';
import { MovePayout } from './application/move-payout';
import { SendTransfer } from './application/send-transfer';
import { SeedPayoutAccount } from './application/seed-payout-account';
import { IdentityModule } from '../identity/identity.module';
import { OpenPayout } from './application/open-payout';
import { RecordPastPayout } from './application/record-past-payout';
import { RequestPayout } from './application/request-payout';
import { MemberPayoutsController } from './http/member-payouts.controller';
import { MikroOrmPastPayoutWriter } from './infrastructure/mikro-orm-past-payout.writer';
import { MikroOrmPayoutRepository } from './infrastructure/mikro-orm-payout.repository';
import { PayoutSchema } from './infrastructure/payout.schema';
import { PAST_PAYOUT_WRITER, PAYOUT_ACCOUNT_REPOSITORY, PAYOUT_REPOSITORY } from './payouts.tokens';
import { HandlePayoutEvent } from './application/handle-payout-event';
import { PayoutAccounts } from './application/payout-accounts';
import { PayoutSettlement } from './application/payout-settlement';
import { ReconcilePayouts } from './application/reconcile-payouts';
import { PayoutAccountController } from './http/payout-account.controller';
import { PayoutWebhookController } from './http/payout-webhook.controller';
import { MikroOrmPayoutAccountRepository } from './infrastructure/mikro-orm-payout-account.repository';
import { PayoutAccountSchema } from './infrastructure/payout-account.schema';
import { ReconcilePayoutsJob } from './infrastructure/reconcile-payouts.job';
import { provideSettings } from '../../platform/config/module-settings';
import { payoutSettings } from './payouts.settings';
import { PAYOUTS_PERSONAL_DATA } from './payouts.tokens';
import { PayoutsPersonalData } from './infrastructure/payouts-personal-data';
import { PayoutMetrics } from './infrastructure/payout-metrics';

/**
 * Money owed to members for completed work (spec section 3, D9): opened by assignments (OpenPayout), seen and
 * requested by members, moved by editors through the admin module (FindPayouts, MovePayout, SendTransfer).
 */
@Module({
  // MailModule: a member hears that their payout is sent (D18); BillingModule: the provider's connected accounts (D21)
  // IdentityModule: the seeded demo member's payout account
  imports: [MikroOrmModule.forFeature([PayoutSchema, PayoutAccountSchema]), MailModule, BillingModule, IdentityModule],
  controllers: [MemberPayoutsController, PayoutAccountController, PayoutWebhookController],
  providers: [
    // Its gauges for monitoring (docs/operations.md, "Monitoring").
    PayoutMetrics,
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: PAYOUTS_PERSONAL_DATA, useClass: PayoutsPersonalData },
    provideSettings(payoutSettings),
    { provide: PAYOUT_REPOSITORY, useClass: MikroOrmPayoutRepository },
    { provide: PAST_PAYOUT_WRITER, useClass: MikroOrmPastPayoutWriter },
    { provide: PAYOUT_ACCOUNT_REPOSITORY, useClass: MikroOrmPayoutAccountRepository },
    PayoutAccounts,
    PayoutSettlement,
    HandlePayoutEvent,
    ReconcilePayouts,
    ReconcilePayoutsJob,
    OpenPayout,
    RecordPastPayout,
    ListMemberPayouts,
    GetMemberEarnings,
    RequestPayout,
    FindPayouts,
    MovePayout,
    SendTransfer,
    SeedPayoutAccount,
  ],
  // ListMemberPayouts and GetMemberEarnings: the editors' member page (admin) shows a member's payouts and earnings.
  exports: [
    PAYOUTS_PERSONAL_DATA,
    OpenPayout,
    RecordPastPayout,
    FindPayouts,
    MovePayout,
    SendTransfer,
    ListMemberPayouts,
    GetMemberEarnings,
  ],
})
export class PayoutsModule {}
