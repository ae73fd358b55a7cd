import { longDate } from '../../app/dates';
import type { SubscriptionView } from '../billing/billingApi';
import { PlainTag } from './PlainTag';

// Apart from SubscriptionCard, so the dashboard's first view (SubscriptionStatusCard) does not load the Account
// tab's controls (popconfirm, descriptions, card) with it.

/** A date the provider may not have (no trial, no period yet) reads as a dash. */
export const dateOrDash = (iso: string | null) => (iso ? longDate(iso) : '—');

// Solid tags in the theme's colours: white text on each passes WCAG AA (antd's pastel presets do not).
const TAG = { ended: '#b3261e', trial: '#1d4e4a', due: '#8a5a12', active: '#2e6b34' };

/** A membership the editors granted by hand (D10): active everywhere (D20), with nothing billed. */
export const grantedTag = () => <PlainTag color={TAG.active}>Active</PlainTag>;

export const GRANTED_NOTE = 'Granted by the editors of the collective: there is nothing to pay.';

export function statusTag(subscription: SubscriptionView) {
  if (subscription.cancelAtPeriodEnd)
    return <PlainTag color={TAG.ended}>Ends {dateOrDash(subscription.currentPeriodEnd)}</PlainTag>;
  if (subscription.providerStatus === 'trialing') return <PlainTag color={TAG.trial}>Free trial</PlainTag>;
  if (subscription.providerStatus === 'past_due') return <PlainTag color={TAG.due}>Payment due</PlainTag>;
  return <PlainTag color={TAG.active}>Active</PlainTag>;
}
