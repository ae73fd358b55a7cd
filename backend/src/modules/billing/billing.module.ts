import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { AuditLogModule } from '../audit/audit-log.module';
import { DownloadReceipt, GetBillingHistory } from './application/billing-history';
import { UpdateCard } from './application/update-card';
import { BillingHistoryController } from './http/billing-history.controller';
import { PdfkitReceiptDocument } from './infrastructure/pdfkit-receipt-document';
import { ConfirmPlanChange } from './application/confirm-plan-change';
import { ConfirmSandboxCard } from './application/confirm-sandbox-card';
import { CancelMemberSubscription } from './application/cancel-member-subscription';
import { CheckEmailAvailable } from './application/check-email-available';
import { CreateAccount } from './application/create-account';
import { GetBillingConfig } from './application/get-billing-config';
import { HandleWebhook } from './application/handle-webhook';
import { GetMemberSubscription, SetCancelAtPeriodEnd } from './application/manage-subscription';
import { GetPaymentResult } from './application/get-payment-result';
import { ReconcileSubscriptions } from './application/reconcile-subscriptions';
import { RegistrationBudget } from './application/registration-budget';
import { SeedBilling } from './application/seed-billing';
import { StartSubscriptionPayment } from './application/start-subscription-payment';
import { SubscriptionMailer } from './application/subscription-mailer';
import { SubscriptionSync } from './application/subscription-sync';
import { SubscriptionVerifier } from './application/subscription-verifier';
import { SUBSCRIPTION_REPOSITORY } from './billing.tokens';
import { AccountController } from './http/account.controller';
import { BillingController } from './http/billing.controller';
import { RegistrationController } from './http/registration.controller';
import { SandboxController } from './http/sandbox.controller';
import { WebhookController } from './http/webhook.controller';
import { BillingSubscriptionSchema } from './infrastructure/billing-subscription.schema';
import { BillingIntentSchema } from './infrastructure/billing-intent.schema';
import { BillingWebhookEventSchema } from './infrastructure/billing-webhook-event.schema';
import { MikroOrmSubscriptionRepository } from './infrastructure/mikro-orm-subscription.repository';
import {
  paymentProviderFactory,
  payoutRailsFactory,
  sandboxCardsFactory,
  sandboxPayoutsFactory,
} from './infrastructure/payment-provider.factory';
import { ConnectedAccounts } from './application/connected-accounts';
import { ReconcileJob } from './infrastructure/reconcile.job';
import { SandboxCustomerSchema } from './infrastructure/sandbox/sandbox-customer.schema';
import { SandboxIntentSchema } from './infrastructure/sandbox/sandbox-intent.schema';
import { SandboxSubscriptionSchema } from './infrastructure/sandbox/sandbox-subscription.schema';
import { provideSettings } from '../../platform/config/module-settings';
import { billingSettings } from './billing.settings';
import { BILLING_PERSONAL_DATA, RECEIPT_DOCUMENT } from './billing.tokens';
import { BillingPersonalData } from './infrastructure/billing-personal-data';

@Module({
  imports: [
    MikroOrmModule.forFeature([
      BillingSubscriptionSchema,
      BillingIntentSchema,
      BillingWebhookEventSchema,
      SandboxCustomerSchema,
      SandboxSubscriptionSchema,
      SandboxIntentSchema,
    ]),
    IdentityModule,
    ApplicationsModule,
    MailModule,
    AuditLogModule,
  ],
  controllers: [
    BillingController,
    AccountController,
    RegistrationController,
    WebhookController,
    SandboxController,
    BillingHistoryController,
  ],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: BILLING_PERSONAL_DATA, useClass: BillingPersonalData },
    provideSettings(billingSettings),
    paymentProviderFactory,
    sandboxCardsFactory,
    payoutRailsFactory,
    sandboxPayoutsFactory,
    ConnectedAccounts,
    { provide: SUBSCRIPTION_REPOSITORY, useClass: MikroOrmSubscriptionRepository },
    SubscriptionVerifier,
    SubscriptionSync,
    SubscriptionMailer,
    GetBillingConfig,
    RegistrationBudget,
    StartSubscriptionPayment,
    CheckEmailAvailable,
    GetPaymentResult,
    CreateAccount,
    ConfirmPlanChange,
    GetMemberSubscription,
    SetCancelAtPeriodEnd,
    CancelMemberSubscription,
    HandleWebhook,
    ReconcileSubscriptions,
    ConfirmSandboxCard,
    SeedBilling,
    ReconcileJob,
    // Billing history, receipts and card update (issue 27).
    { provide: RECEIPT_DOCUMENT, useClass: PdfkitReceiptDocument },
    GetBillingHistory,
    DownloadReceipt,
    UpdateCard,
  ],
  // GetMemberSubscription: assignments decides eligibility (D2 step 6) from the member's subscription.
  // CancelMemberSubscription: admin's member deletion ends the subscription at the provider first.
  // ConnectedAccounts: payouts sends members' money through the provider's connected accounts (D21).
  exports: [
    BILLING_PERSONAL_DATA,
    SeedBilling,
    ReconcileSubscriptions,
    GetMemberSubscription,
    CancelMemberSubscription,
    ConnectedAccounts,
  ],
})
export class BillingModule {}
