'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@/lib/money';

export type DayPoint = { day: string; orders: number; revenue: number };

const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/**
 * Revenue per day (Recharts; only ever loaded through DashboardChart's dynamic import). Its keyboard
 * layer is off: the chart is decorative here, and the table beside it carries the numbers.
 */
export default function SalesChart({ points }: { points: DayPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5dccb" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} />
        <YAxis
          tickFormatter={(v: number) => `₹${Math.round(v).toLocaleString('en-IN')}`}
          tick={{ fontSize: 12 }}
          width={72}
        />
        <Tooltip formatter={(v) => formatRupees(Number(v))} labelFormatter={(l) => shortDay(String(l))} />
        <Bar dataKey="revenue" name="Revenue" fill="#2c7152" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
