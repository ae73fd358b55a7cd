import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { palette } from '../../../app/theme';
import type { WeeklyActivity } from '../api/adminOverviewApi';
import { count } from '../format';
import { formatCents, formatMoney, toCents } from '../../../app/money';

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

interface Point {
  week: string;
  label: string;
  completed: number;
  /** For the line's height only; the texts use the server's exact amount. */
  paidOutDollars: number;
  paidOut: string;
}

const pointOf = (week: WeeklyActivity): Point => {
  const start = new Date(`${week.weekStart}T00:00:00Z`);
  return {
    week: LONG.format(start),
    label: SHORT.format(start),
    completed: week.completedAssignments,
    paidOutDollars: toCents(week.paidOut) / 100,
    paidOut: week.paidOut,
  };
};

const axisDollars = (value: number) => `$${value}`;

/**
 * Assignments completed (bars) and money paid out (line) in each of the last weeks (D10, D16). The picture is
 * hidden from screen readers, which get the summary and a table of the same figures instead.
 */
export default function WeeklyChart({ weekly }: { weekly: WeeklyActivity[] }) {
  const captionId = useId();
  const points = weekly.map(pointOf);
  const completed = weekly.reduce((sum, week) => sum + week.completedAssignments, 0);
  const paidOutCents = weekly.reduce((sum, week) => sum + toCents(week.paidOut), 0);
  return (
    <figure className="pw-overview__chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="pw-admin__muted">
        In the last {weekly.length} weeks: {count(completed)} assignment{completed === 1 ? '' : 's'} completed and{' '}
        {formatCents(paidOutCents)} paid out.
      </figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
          <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={palette.border} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: palette.textSecondary, fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis
              yAxisId="work"
              allowDecimals={false}
              tick={{ fill: palette.textSecondary, fontSize: 12 }}
              width={32}
            />
            <YAxis
              yAxisId="money"
              orientation="right"
              tickFormatter={axisDollars}
              tick={{ fill: palette.textSecondary, fontSize: 12 }}
              width={56}
            />
            <Tooltip
              labelFormatter={(_label, items) => `Week of ${(items[0]?.payload as Point | undefined)?.week ?? ''}`}
              formatter={(value, name, item) =>
                name === 'Paid out' ? [formatMoney((item.payload as Point).paidOut), name] : [value, name]
              }
            />
            <Legend />
            <Bar yAxisId="work" dataKey="completed" name="Completed" fill={palette.ink} radius={[4, 4, 0, 0]} />
            <Line
              yAxisId="money"
              dataKey="paidOutDollars"
              name="Paid out"
              stroke={palette.accent}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* In a hidden box of its own: a table grows to its content, whatever width it is given. */}
      <div className="pw-visually-hidden">
        <table>
          <caption>Completed assignments and money paid out per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Completed</th>
              <th scope="col">Paid out</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.week}>
                <th scope="row">{point.week}</th>
                <td>{point.completed}</td>
                <td>{formatMoney(point.paidOut)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
