import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '../../../contract/admin-people.ts';
import { formatRupees } from '../../lib/format.ts';
import { shortDay } from './console-format.ts';

// The dashboard's revenue-by-day bars. Its own chunk: the chart library loads with the dashboard only.
// Screen readers get the table beside it instead (DashboardPage).

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export default function RevenueChart({ days }: { days: DashboardResponse['revenueByDay'] }) {
  const points = days.map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#ece4d6" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#55607d' }} tickLine={false} />
        <YAxis
          tickFormatter={(value: number) => compactRupees.format(value)}
          tick={{ fontSize: 12, fill: '#55607d' }}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip
          formatter={(value) => [formatRupees(Number(value)), 'Revenue']}
          labelStyle={{ fontWeight: 600 }}
        />
        <Bar dataKey="revenue" fill="#116afd" radius={[6, 6, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
