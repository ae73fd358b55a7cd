import type { AdminOverview } from '../api/adminOverviewApi';
import { count } from '../format';
import { TIER, tierLabel } from '../labels';

/** The tiers in the plans' own order, then anything else the server counts, members without a plan last. */
const ORDER = Object.keys(TIER);
const rank = (tier: string | null) =>
  tier === null ? ORDER.length + 1 : ORDER.indexOf(tier) === -1 ? ORDER.length : ORDER.indexOf(tier);

/** Active members (not admins) by tier, with a bar for each share. */
export function MembersByTier({ tiers }: { tiers: AdminOverview['membersByTier'] }) {
  if (tiers.length === 0) return <p className="pw-admin__muted">No members yet.</p>;
  const total = tiers.reduce((sum, tier) => sum + tier.members, 0);
  const sorted = [...tiers].sort((a, b) => rank(a.tier) - rank(b.tier));
  return (
    <dl className="pw-overview__tiers">
      {sorted.map(({ tier, members }) => (
        <div key={tier ?? 'none'} className="pw-overview__tier">
          <dt>{tierLabel(tier)}</dt>
          <dd>
            <span className="pw-overview__share" aria-hidden="true">
              <span style={{ width: `${total ? (members / total) * 100 : 0}%` }} />
            </span>
            {count(members)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
