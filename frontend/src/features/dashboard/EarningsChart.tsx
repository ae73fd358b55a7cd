import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { palette } from '../../app/theme';
import type { Earnings } from './dashboardApi';
import { summarizeMonths, toMonthPoints, type MonthPoint } from './earningsSeries';
import { formatCents } from '../../app/money';

const axisDollars = (value: number) => `$${value}`;

/**
 * Earnings per month as bars (D16: figures that change over time get a chart). Loaded on its own, since
 * recharts is large and only this tab needs it. The picture is hidden from screen readers, which get the
 * summary sentence and a table of the same figures instead.
 */
export default function EarningsChart({ monthly }: { monthly: Earnings['monthly'] }) {
  const captionId = useId();
  const points = toMonthPoints(monthly);
  return (
    <figure className="pw-earnings-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="pw-earnings-chart__caption">
        {summarizeMonths(points)}
      </figcaption>
      <div className="pw-earnings-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 600, height: 240 }}>
          <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={palette.border} vertical={false} />
            <XAxis dataKey="short" tick={{ fill: palette.textSecondary, fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tickFormatter={axisDollars} tick={{ fill: palette.textSecondary, fontSize: 12 }} width={56} />
            <Tooltip
              formatter={(_value, _name, item) => [formatCents((item.payload as MonthPoint).cents), 'Earned']}
              labelFormatter={(_label, items) => (items[0]?.payload as MonthPoint | undefined)?.long ?? ''}
            />
            <Bar dataKey="dollars" name="Earned" fill={palette.ink} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
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
