import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { ReactNode } from 'react';
import { useGetWritingProgressQuery, type WritingProgress as Figures } from '../writing-tools/api/progressApi';
import { RetryAlert } from '../writing-tools/RetryAlert';
import { formatCount } from '../writing-tools/textStats';
import { HintButton } from './HintButton';
import { LoadingBlock } from './LoadingBlock';
import './writingProgress.css';

export const ENGAGEMENT_EXPLAINED =
  'Community engagement counts what you do to learn and take part this month: course lessons completed, ' +
  'prompt responses saved and writing assessments taken. Ten a month is the goal.';

interface Measure {
  label: ReactNode;
  name: string;
  current: number;
  target: number;
  progress: number;
  unit: string;
  goal: string;
}

function measuresOf(figures: Figures): Measure[] {
  const { monthlyGoal, wordCount, engagement } = figures;
  return [
    {
      name: 'Monthly goal',
      label: 'Monthly goal',
      current: monthlyGoal.completed,
      target: monthlyGoal.target,
      progress: monthlyGoal.progress,
      unit: 'articles',
      goal: `Submit ${formatCount(monthlyGoal.target)} articles`,
    },
    {
      name: 'Word count',
      label: 'Word count',
      current: wordCount.current,
      target: wordCount.target,
      progress: wordCount.progress,
      unit: 'words',
      goal: `Write ${formatCount(wordCount.target)} words`,
    },
    {
      name: 'Community engagement',
      label: (
        <>
          Community engagement <HintButton label="What counts as engagement?" hint={ENGAGEMENT_EXPLAINED} />
        </>
      ),
      current: engagement.score,
      target: engagement.maxScore,
      progress: engagement.progress,
      unit: 'actions',
      goal: `Take part ${formatCount(engagement.maxScore)} times`,
    },
  ];
}

/** A bar and its percentage, as antd's Progress draws it, without loading antd's Progress into the first view. */
function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div className="pw-progress">
      <div
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
        className="pw-progress__track"
      >
        <div className="pw-progress__bar" style={{ width: `${width}%` }} />
      </div>
      <span className="pw-progress__text" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}

const ofTarget = (measure: Measure) =>
  `${formatCount(measure.current)} / ${formatCount(measure.target)} ${measure.unit}`;

function Goals({ measures, streak }: { measures: Measure[]; streak: number }) {
  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="month-goals-title">
      <h2 id="month-goals-title">This Month&apos;s Goals</h2>
      <ul className="pw-goals">
        {measures.map((measure) => {
          const met = measure.current >= measure.target;
          const left = Math.max(0, measure.target - measure.current);
          return (
            <li key={measure.name} className={met ? 'pw-goals__item pw-goals__item--met' : 'pw-goals__item'}>
              <CheckCircleFilled aria-hidden="true" className="pw-goals__mark" />
              <div>
                <p className="pw-goals__goal">{measure.goal}</p>
                <p className="pw-dashboard__muted">
                  {met ? 'Done this month.' : `${formatCount(left)} ${measure.unit} to go.`}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="pw-dashboard__muted">
        Writing streak: {formatCount(streak)} {streak === 1 ? 'day' : 'days'} in a row.
      </p>
    </section>
  );
}

/**
 * The dashboard's writing progress and this month's goals (spec section 2, D11), from `GET
 * /api/writing-progress/me`: assignments submitted, words submitted and drafted, and community engagement,
 * each against its target with a progress bar.
 */
export function WritingProgress() {
  const { data, isLoading, isError, refetch } = useGetWritingProgressQuery();
  const measures = data ? measuresOf(data) : [];
  return (
    <div className="pw-dashboard__below pw-writing-progress">
      <section className="pw-card pw-dashboard__panel" aria-labelledby="writing-progress-title" aria-busy={isLoading}>
        <h2 id="writing-progress-title">Writing Progress</h2>
        {isLoading && <LoadingBlock rows={5} />}
        {isError && <RetryAlert title="Your writing progress could not be loaded." onRetry={() => void refetch()} />}
        {measures.map((measure) => (
          <div key={measure.name} className="pw-writing-progress__measure">
            <div className="pw-writing-progress__head">
              <span className="pw-writing-progress__label">{measure.label}</span>
              <span>{ofTarget(measure)}</span>
            </div>
            <ProgressBar percent={measure.progress} label={`${measure.name}: ${measure.progress}%`} />
          </div>
        ))}
      </section>
      {data && <Goals measures={measures} streak={data.streak.current} />}
    </div>
  );
}
