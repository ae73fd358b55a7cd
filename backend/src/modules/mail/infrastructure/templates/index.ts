import { billingPaymentFailing } from './billing-payment-failing';
import { billingSubscriptionCancelled } from './billing-subscription-cancelled';
import { billingSubscriptionRenewed } from './billing-subscription-renewed';
import { billingSubscriptionResumed } from './billing-subscription-resumed';
import { billingSubscriptionStarted } from './billing-subscription-started';
import { mailTest } from './mail-test';
import type { TemplateRegistry } from './template';

/** Every message's template, by kind (domain/mail-kinds.ts). A kind without one cannot be delivered. */
export const MAIL_TEMPLATES: TemplateRegistry = {
  'mail.test': mailTest,
  'billing.subscription-started': billingSubscriptionStarted,
  'billing.subscription-renewed': billingSubscriptionRenewed,
  'billing.payment-failing': billingPaymentFailing,
  'billing.subscription-cancelled': billingSubscriptionCancelled,
  'billing.subscription-resumed': billingSubscriptionResumed,
};
