import { LinkButton } from '../../app/components/LinkButton';
import { useGetMySubscriptionQuery } from '../billing/billingApi';
import { hasActiveSubscription } from '../auth/user';
import { dateOrDash, GRANTED_NOTE, grantedTag, statusTag } from './subscriptionStatus';
import { useMemberState } from './useMemberState';
import { LoadingBlock } from './LoadingBlock';
import { PlainTag } from './PlainTag';

/** The membership at a glance, below the tabs; the Account tab holds the controls. */
export function SubscriptionStatusCard() {
  const { data, isLoading, isError } = useGetMySubscriptionQuery();
  const { user, level } = useMemberState();
  const subscription = data?.subscription?.live ? data.subscription : null;

  let body;
  if (isLoading) body = <LoadingBlock rows={2} />;
  else if (isError) body = <p className="pw-dashboard__empty">Your subscription could not be loaded.</p>;
  else if (!subscription && user && hasActiveSubscription(user))
    // No provider subscription, yet the server counts the membership active: the editors granted it (D10, D20).
    body = (
      <dl className="pw-dashboard__facts">
        <div>
          <dt>Plan</dt>
          <dd>{level}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{grantedTag()}</dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>{GRANTED_NOTE}</dd>
        </div>
      </dl>
    );
  else if (!subscription)
    body = (
      <p>
        <PlainTag>Free</PlainTag> No active subscription.
      </p>
    );
  else
    body = (
      <dl className="pw-dashboard__facts">
        <div>
          <dt>Plan</dt>
          <dd>{subscription.tierName}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusTag(subscription)}</dd>
        </div>
        <div>
          <dt>{subscription.cancelAtPeriodEnd ? 'Access until' : 'Renews on'}</dt>
          <dd>{dateOrDash(subscription.currentPeriodEnd)}</dd>
        </div>
      </dl>
    );

  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="subscription-status-title">
      <h2 id="subscription-status-title">Subscription Status</h2>
      {body}
      <LinkButton to="/dashboard?tab=account">Manage Membership</LinkButton>
    </section>
  );
}
