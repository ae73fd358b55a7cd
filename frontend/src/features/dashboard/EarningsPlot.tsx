import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '../../app/money';
import { palette } from '../../app/theme';
import type { MonthPoint } from './earningsSeries';

const axisDollars = (value: number) => `$${value}`;

/**
 * The earnings chart's picture: bars per month (D16). Loaded on its own, since recharts is large (about 200 kB) and
 * only this picture needs it; hidden from screen readers by its place (EarningsChart), which has its figures as text.
 */
export default function EarningsPlot({ points }: { points: MonthPoint[] }) {
  return (
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
  );
}
