import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { ButtonLink } from '../../app/components/ButtonLink';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import {
  useCancelSubscriptionMutation,
  useGetMySubscriptionQuery,
  useResumeSubscriptionMutation,
} from '../billing/billingApi';
import { useMemberState } from './useMemberState';
import { LoadingBlock } from './LoadingBlock';
import { planTerms } from '../billing/planTerms';
import { hasActiveSubscription } from '../auth/user';
import { dateOrDash, GRANTED_NOTE, grantedTag, statusTag } from './subscriptionStatus';

/**
 * The Account tab's membership control (D3): plan, status and dates, cancel at period end, resume,
 * and Subscribe Now or Upgrade Plan through the registration wizard (D2 step 3) as D9 allows them.
 */
export function SubscriptionCard() {
  const toast = useToast();
  const { user, level, offers } = useMemberState();
  const { data, isLoading, isError } = useGetMySubscriptionQuery();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [resume, resumeState] = useResumeSubscriptionMutation();

  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your subscription could not be loaded." />;

  const subscription = data.subscription?.live ? data.subscription : null;
  if (!subscription && user && hasActiveSubscription(user)) {
    // No provider subscription, yet the server counts the membership active: the editors granted it (D10, D20).
    return (
      <Card title="Membership">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Plan">{level}</Descriptions.Item>
          <Descriptions.Item label="Status">{grantedTag()}</Descriptions.Item>
          <Descriptions.Item label="Billing">{GRANTED_NOTE}</Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }
  if (!subscription) {
    return (
      <Card title="Membership">
        <p>
          <Tag>Free</Tag> You have no active subscription. Subscribe to accept paid assignments.
        </p>
        <ButtonLink to="/register" type="primary">
          {offers.subscribeNow ? 'Subscribe Now' : 'Upgrade Plan'}
        </ButtonLink>
      </Card>
    );
  }

  async function change(action: 'cancel' | 'resume') {
    try {
      const result = await (action === 'cancel' ? cancel() : resume()).unwrap();
      const end = dateOrDash(result.subscription?.currentPeriodEnd ?? null);
      if (action === 'cancel') toast.success('Subscription Canceled', `Your membership stays active until ${end}.`);
      else toast.success('Subscription Resumed', 'Your membership will renew as usual.');
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Your subscription could not be changed. Please try again.'));
    }
  }

  // The trial's end is on the Plan line; the period ending with it is when the first payment falls.
  const periodEndLabel = subscription.cancelAtPeriodEnd
    ? 'Access until'
    : subscription.providerStatus === 'trialing'
      ? 'First payment on'
      : 'Renews on';
  return (
    <Card title="Membership">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Plan">{planTerms(subscription)}</Descriptions.Item>
        <Descriptions.Item label="Status">{statusTag(subscription)}</Descriptions.Item>
        <Descriptions.Item label={periodEndLabel}>{dateOrDash(subscription.currentPeriodEnd)}</Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 16 }}>
        {offers.upgradePlan && (
          <ButtonLink to="/register" type="primary">
            Upgrade Plan
          </ButtonLink>
        )}
        {subscription.cancelAtPeriodEnd ? (
          <Button loading={resumeState.isLoading} onClick={() => void change('resume')}>
            Resume Subscription
          </Button>
        ) : (
          <Popconfirm
            title="Cancel your subscription?"
            description={`You keep access until ${dateOrDash(subscription.currentPeriodEnd)}, then it ends.`}
            okText="Cancel Subscription"
            cancelText="Keep It"
            onConfirm={() => change('cancel')}
          >
            <Button danger loading={cancelState.isLoading}>
              Cancel Subscription
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
