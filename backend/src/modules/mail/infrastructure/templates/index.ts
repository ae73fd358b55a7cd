import { billingPaymentFailing } from './billing-payment-failing';
import { billingSubscriptionCancelled } from './billing-subscription-cancelled';
import { billingSubscriptionRenewed } from './billing-subscription-renewed';
import { billingSubscriptionResumed } from './billing-subscription-resumed';
import { billingSubscriptionStarted } from './billing-subscription-started';
import { applicationsDecided } from './applications-decided';
import { assignmentsAssigned } from './assignments-assigned';
import { assignmentsCompleted } from './assignments-completed';
import { assignmentsRevisionRequested } from './assignments-revision-requested';
import { identityAddressCheck } from './identity-address-check';
import { identityEmailChanged } from './identity-email-changed';
import { identityEmailChangeConfirm, identityEmailChangeRequested } from './identity-email-change';
import { identityPasswordChanged } from './identity-password-changed';
import { identityAccountDeleted } from './identity-account-deleted';
import { identityPasswordReset } from './identity-password-reset';
import { identityPasskeyChanged } from './identity-passkey-changed';
import { identityTwoFactorChanged } from './identity-two-factor-changed';
import { identityWelcome } from './identity-welcome';
import { mailTest } from './mail-test';
import { mentoringSessionDeclined, mentoringSessionScheduled } from './mentoring-session-answered';
import { payoutsFailed } from './payouts-failed';
import { payoutsSent } from './payouts-sent';
import { newsletterConfirm } from './newsletter-confirm';
import { newsletterIssue } from './newsletter-issue';
import type { TemplateRegistry } from './template';

/** Every message's template, by kind (domain/mail-kinds.ts). A kind without one cannot be delivered. */
export const MAIL_TEMPLATES: TemplateRegistry = {
  'mail.test': mailTest,
  'billing.subscription-started': billingSubscriptionStarted,
  'billing.subscription-renewed': billingSubscriptionRenewed,
  'billing.payment-failing': billingPaymentFailing,
  'billing.subscription-cancelled': billingSubscriptionCancelled,
  'billing.subscription-resumed': billingSubscriptionResumed,
  'applications.decided': applicationsDecided,
  'assignments.assigned': assignmentsAssigned,
  'assignments.revision-requested': assignmentsRevisionRequested,
  'assignments.completed': assignmentsCompleted,
  'mentoring.session-scheduled': mentoringSessionScheduled,
  'mentoring.session-declined': mentoringSessionDeclined,
  'payouts.sent': payoutsSent,
  'payouts.failed': payoutsFailed,
  'identity.welcome': identityWelcome,
  'identity.address-check': identityAddressCheck,
  'identity.password-reset': identityPasswordReset,
  'identity.email-changed': identityEmailChanged,
  'identity.email-change-confirm': identityEmailChangeConfirm,
  'identity.email-change-requested': identityEmailChangeRequested,
  'identity.password-changed': identityPasswordChanged,
  'identity.account-deleted': identityAccountDeleted,
  'identity.passkey-changed': identityPasskeyChanged,
  'identity.two-factor-changed': identityTwoFactorChanged,
  'newsletter.confirm': newsletterConfirm,
  'newsletter.issue': newsletterIssue,
};
