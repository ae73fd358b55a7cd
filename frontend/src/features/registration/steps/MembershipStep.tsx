import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { TierId, TierOffer } from '../../billing/billingApi';
import { membershipWording, type MemberPlan } from './membershipWording';
import { TierComparison } from './TierComparison';

interface MembershipStepProps {
  tiers: TierOffer[];
  /** The tier whose payment is being prepared, while the call runs. */
  pendingTier: TierId | null;
  /** False for members who had a subscription: the trial is for new members. */
  freeTrialAvailable: boolean;
  /** Null for a visitor; for a signed-in member, the plan they are on (D2 step 3). */
  member: MemberPlan | null;
  onSelect: (tier: TierId) => void;
  onBack?: () => void;
}

/**
 * Step 3 (spec section 2): four tier cards with the monthly prices of section 9, the free trial marked
 * popular while it is on offer, and the comparison of their perks (D20). A signed-in member sees the plan they are on and upgrades or changes from it.
 */
export function MembershipStep({
  tiers,
  pendingTier,
  freeTrialAvailable,
  member,
  onSelect,
  onBack,
}: MembershipStepProps) {
  const wording = membershipWording(tiers, member);
  return (
    <>
      <Typography.Title level={1} className="pw-register__title">
        {wording.title}
      </Typography.Title>
      {wording.lead && <Typography.Paragraph className="pw-register__lead">{wording.lead}</Typography.Paragraph>}
      <ul className="pw-register__tiers">
        {tiers.map((tier) => {
          const trial = tier.trialMonths > 0;
          const current = tier.id === member?.currentTier;
          const popular = tier.popular && freeTrialAvailable && !member?.currentTier;
          const action = wording.actionFor(tier);
          return (
            <li key={tier.id}>
              <Card
                className={`pw-tier${popular ? ' pw-tier--popular' : ''}${current ? ' pw-tier--current' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                <p className="pw-tier__badge">
                  {current ? (
                    <span className="pw-tier__tag pw-tier__tag--current">Current Plan</span>
                  ) : popular ? (
                    <span className="pw-tier__tag">Most Popular</span>
                  ) : null}
                </p>
                <Typography.Title level={2} className="pw-tier__name">
                  {tier.name}
                </Typography.Title>
                <p className="pw-tier__price">
                  <span className="pw-tier__amount">${tier.price}</span>
                  <span className="pw-tier__per">/month</span>
                </p>
                <p className="pw-tier__then">
                  {trial
                    ? `Free for ${tier.trialMonths} month, then $${tier.thenPrice}/month`
                    : 'Billed monthly, cancel any time'}
                </p>
                <ul className="pw-tier__features">
                  {tier.features.map((feature) => (
                    <li key={feature}>
                      <CheckOutlined aria-hidden /> {feature}
                    </li>
                  ))}
                </ul>
                {trial && !freeTrialAvailable ? (
                  <p className="pw-tier__note">The free trial is for new members.</p>
                ) : (
                  <Button
                    type={current ? 'default' : popular || action.primary ? 'primary' : 'default'}
                    block
                    size="large"
                    aria-label={action.label}
                    loading={pendingTier === tier.id}
                    disabled={current || (pendingTier !== null && pendingTier !== tier.id)}
                    onClick={() => onSelect(tier.id)}
                  >
                    {action.text}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <TierComparison tiers={tiers} />
      {onBack && (
        <Button size="large" onClick={onBack} disabled={pendingTier !== null}>
          Back
        </Button>
      )}
    </>
  );
}
