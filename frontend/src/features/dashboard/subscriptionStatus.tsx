import Tag from 'antd/es/tag';
import { longDate } from '../../app/dates';
import type { SubscriptionView } from '../billing/billingApi';

// Apart from SubscriptionCard, so the dashboard's first view (SubscriptionStatusCard) does not load the Account
// tab's controls (popconfirm, descriptions, card) with it.

/** A date the provider may not have (no trial, no period yet) reads as a dash. */
export const dateOrDash = (iso: string | null) => (iso ? longDate(iso) : '—');

// Solid tags in the theme's colours: white text on each passes WCAG AA (antd's pastel presets do not).
const TAG = { ended: '#b3261e', trial: '#1d4e4a', due: '#8a5a12', active: '#2e6b34' };

export function statusTag(subscription: SubscriptionView) {
  if (subscription.cancelAtPeriodEnd)
    return <Tag color={TAG.ended}>Ends {dateOrDash(subscription.currentPeriodEnd)}</Tag>;
  if (subscription.providerStatus === 'trialing') return <Tag color={TAG.trial}>Free trial</Tag>;
  if (subscription.providerStatus === 'past_due') return <Tag color={TAG.due}>Payment due</Tag>;
  return <Tag color={TAG.active}>Active</Tag>;
}
