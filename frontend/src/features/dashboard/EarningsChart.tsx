import { lazy, Suspense, useId } from 'react';
import { formatCents } from '../../app/money';
import { ChartBoundary } from './ChartBoundary';
import type { Earnings } from './dashboardApi';
import { summarizeMonths, toMonthPoints } from './earningsSeries';
import { WhenNear } from './WhenNear';

// recharts is only downloaded, and the picture drawn, when the chart's place nears the screen.
const EarningsPlot = lazy(() => import('./EarningsPlot'));

/**
 * Earnings per month (D16: figures that change over time get a chart): a summary sentence, the bars, and a table
 * of the same figures for screen readers. The sentence and the table are in the page at once; the picture, which
 * screen readers skip, is drawn once its place (240 px, held) nears the screen (issue 29: recharts' download and
 * first render were the Payouts tab's longest tasks, for a chart below the first screen on a phone).
 */
export function EarningsChart({ monthly }: { monthly: Earnings['monthly'] }) {
  const captionId = useId();
  const points = toMonthPoints(monthly);
  return (
    <figure className="pw-earnings-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="pw-earnings-chart__caption">
        {summarizeMonths(points)}
      </figcaption>
      <div className="pw-earnings-chart__plot" aria-hidden="true">
        <WhenNear reserve={240} idle={false}>
          <ChartBoundary>
            <Suspense fallback={null}>
              <EarningsPlot points={points} />
            </Suspense>
          </ChartBoundary>
        </WhenNear>
      </div>
      {/* A table ignores the 1 px box of .pw-visually-hidden and widened the page at 360 px: its wrapper hides it. */}
      <div className="pw-visually-hidden">
        <table>
          <caption>Earnings per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Earned</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{point.long}</th>
                <td>{formatCents(point.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
