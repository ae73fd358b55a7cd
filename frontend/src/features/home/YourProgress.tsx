import Skeleton from 'antd/es/skeleton';
import { useGetWritingProgressQuery } from '../writing-tools/api/progressApi';
import { formatCount, plural } from '../writing-tools/textStats';

/** Your Progress (spec section 2, D11): this month's submitted articles and words, and the writing streak. */
export function YourProgress() {
  const { data: progress, isLoading, isError } = useGetWritingProgressQuery();
  const figures = progress
    ? [
        { label: 'Articles Written', value: formatCount(progress.monthlyGoal.completed) },
        { label: 'Words This Month', value: formatCount(progress.wordCount.current) },
        { label: 'Streak', value: plural(progress.streak.current, 'day') },
      ]
    : [];
  return (
    <section className="pw-card pw-home-card" aria-labelledby="pw-your-progress">
      <h2 id="pw-your-progress">Your Progress</h2>
      {isLoading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {isError && <p className="pw-home-muted">Your progress could not be loaded. Please reload the page.</p>}
      {progress && (
        <dl className="pw-home-figures">
          {figures.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
