import { useGetCommunityStatsQuery } from './communityApi';
import './community.css';

const number = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Community statistics (spec section 9 with D4). */
export function CommunityStats() {
  const { data } = useGetCommunityStatsQuery();
  const rows = [
    { label: 'Active Writers', value: data && number.format(data.activeWriters) },
    { label: 'Assignments Completed', value: data && number.format(data.assignmentsCompleted) },
    { label: 'Income Earned', value: data && dollars.format(data.incomeEarned) },
    { label: 'Success Stories', value: data && number.format(data.successStories) },
  ];
  return (
    <section className="pw-card pw-sidebar__box" aria-labelledby="stats-title">
      <h2 id="stats-title" className="pw-sidebar__title">
        This Month's Community Stats
      </h2>
      <dl className="pw-stats">
        {rows.map((row) => (
          <div key={row.label} className="pw-stats__row">
            <dt>{row.label}</dt>
            <dd>{row.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
