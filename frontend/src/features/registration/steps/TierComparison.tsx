import type { TierOffer } from '../../billing/billingApi';
import { CheckMark } from './CheckMark';
import './tierComparison.css';

type Perks = TierOffer['perks'];

/** The comparison's rows (D20): each perk, and how a tier has it, in words (never a mark alone). */
const ROWS: { label: string; cell: (perks: Perks) => string | null }[] = [
  {
    label: 'Grammar and originality checks',
    cell: (perks) => (perks.checksPerDay === null ? 'Unlimited' : `Up to ${perks.checksPerDay} a day`),
  },
  { label: 'Priority editorial feedback', cell: (perks) => (perks.priorityFeedback ? 'Included' : null) },
  {
    label: 'First look at premium assignments',
    cell: (perks) => (perks.firstLookHours === null ? null : `${perks.firstLookHours} hours early`),
  },
  { label: 'One-to-one sessions with a senior editor', cell: (perks) => (perks.oneToOneSessions ? 'Included' : null) },
];

/**
 * Which tier has which perk (D20), from the perks the server sends with each tier, so the figures are the ones it
 * enforces. A table with row and column headers, scrolled sideways on a narrow screen.
 */
export function TierComparison({ tiers }: { tiers: TierOffer[] }) {
  return (
    <section className="pw-tier-compare" aria-labelledby="pw-tier-compare-title">
      <h2 id="pw-tier-compare-title" className="pw-tier-compare__title">
        Compare the tiers
      </h2>
      <div className="pw-tier-compare__scroll" tabIndex={0} role="region" aria-label="Tier comparison table">
        <table className="pw-tier-compare__table">
          <thead>
            <tr>
              <th scope="col">Perk</th>
              {tiers.map((tier) => (
                <th key={tier.id} scope="col">
                  {tier.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {tiers.map((tier) => {
                  const value = row.cell(tier.perks);
                  return (
                    <td key={tier.id} className={value ? 'pw-tier-compare__yes' : 'pw-tier-compare__no'}>
                      {value ? (
                        <>
                          <CheckMark /> {value}
                        </>
                      ) : (
                        'Not included'
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
