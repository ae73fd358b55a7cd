import type { TierId, TierOffer } from '../../billing/billingApi';
import { membershipWording, type MemberPlan } from './membershipWording';
import { CheckMark } from './CheckMark';
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
 * Plain elements, without antd (issue 29): it is the first view of a member's /register, rendered on the server for
 * them, and antd's card, title and button styles were computed and injected as it hydrated.
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
      <h1 className="pw-register__title">{wording.title}</h1>
      {wording.lead && <p className="pw-register__lead">{wording.lead}</p>}
      <ul className="pw-register__tiers">
        {tiers.map((tier) => {
          const trial = tier.trialMonths > 0;
          const current = tier.id === member?.currentTier;
          const popular = tier.popular && freeTrialAvailable && !member?.currentTier;
          const action = wording.actionFor(tier);
          return (
            <li key={tier.id}>
              <div
                className={`pw-card pw-tier${popular ? ' pw-tier--popular' : ''}${current ? ' pw-tier--current' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                <p className="pw-tier__badge">
                  {current ? (
                    <span className="pw-tier__tag pw-tier__tag--current">Current Plan</span>
                  ) : popular ? (
                    <span className="pw-tier__tag">Most Popular</span>
                  ) : null}
                </p>
                <h2 className="pw-tier__name">{tier.name}</h2>
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
                      <CheckMark /> {feature}
                    </li>
                  ))}
                </ul>
                {trial && !freeTrialAvailable ? (
                  <p className="pw-tier__note">The free trial is for new members.</p>
                ) : (
                  <button
                    type="button"
                    className={`pw-button pw-button--large pw-button--block${!current && (popular || action.primary) ? ' pw-button--primary' : ''}`}
                    aria-label={action.label}
                    aria-busy={pendingTier === tier.id || undefined}
                    disabled={current || pendingTier !== null}
                    onClick={() => onSelect(tier.id)}
                  >
                    {pendingTier === tier.id && <span className="pw-spinner pw-spinner--inline" aria-hidden="true" />}
                    {action.text}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <TierComparison tiers={tiers} />
      {onBack && (
        <button type="button" className="pw-button pw-button--large" onClick={onBack} disabled={pendingTier !== null}>
          Back
        </button>
      )}
    </>
  );
}
