import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TierId, TierOffer } from '../../billing/billingApi';

interface MembershipStepProps {
  tiers: TierOffer[];
  /** The tier whose payment is being prepared, while the call runs. */
  pendingTier: TierId | null;
  /** False for members who had a subscription: the trial is for new members. */
  freeTrialAvailable: boolean;
  onSelect: (tier: TierId) => void;
  onBack?: () => void;
}

export function monthlyPrice(tier: TierOffer): string {
  return tier.trialMonths > 0
    ? `$${tier.price}/month for ${tier.trialMonths} month, then $${tier.thenPrice}/month`
    : `$${tier.price}/month`;
}

/** Step 3 (spec section 2): four tier cards with the monthly prices of section 9, free trial marked popular. */
export function MembershipStep({ tiers, pendingTier, freeTrialAvailable, onSelect, onBack }: MembershipStepProps) {
  return (
    <>
      <Typography.Title level={1} className="pw-register__title">
        Join as a Member to Start Writing - Select Your Preferred Tier
      </Typography.Title>
      <ul className="pw-register__tiers">
        {tiers.map((tier) => {
          const unavailable = tier.trialMonths > 0 && !freeTrialAvailable;
          return (
            <li key={tier.id}>
              <Card className={`pw-tier${tier.popular ? ' pw-tier--popular' : ''}`}>
                {tier.popular && <Tag color="#8a5a12">Most Popular</Tag>}
                <Typography.Title level={2} className="pw-tier__name">
                  {tier.name}
                </Typography.Title>
                <p className="pw-tier__price">
                  <span className="pw-tier__amount">${tier.price}</span>
                  <span className="pw-tier__per">/month</span>
                </p>
                {tier.trialMonths > 0 && (
                  <p className="pw-tier__then">
                    Free for {tier.trialMonths} month, then ${tier.thenPrice}/month
                  </p>
                )}
                <ul className="pw-tier__features">
                  {tier.features.map((feature) => (
                    <li key={feature}>
                      <CheckOutlined aria-hidden /> {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  type={tier.popular ? 'primary' : 'default'}
                  block
                  size="large"
                  aria-label={`Choose ${tier.name}`}
                  loading={pendingTier === tier.id}
                  disabled={unavailable || (pendingTier !== null && pendingTier !== tier.id)}
                  onClick={() => onSelect(tier.id)}
                >
                  {unavailable ? 'For new members' : tier.trialMonths > 0 ? 'Start Free Trial' : 'Choose Plan'}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      {onBack && (
        <Button size="large" onClick={onBack} disabled={pendingTier !== null}>
          Back
        </Button>
      )}
    </>
  );
}
