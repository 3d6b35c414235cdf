'use client';

import dynamic from 'next/dynamic';
import type { DayPoint } from './SalesChart';

// Recharts is fetched after the dashboard's numbers are on screen, never by a storefront page.
const SalesChart = dynamic(() => import('./SalesChart'), {
  ssr: false,
  loading: () => <div className="h-[220px] animate-pulse rounded-xl bg-sand-100" aria-hidden />,
});

/** The last days' revenue as a chart, with the same numbers as a table for screen readers. */
export function DashboardChart({ points }: { points: DayPoint[] }) {
  return (
    <section aria-labelledby="sales-chart" className="rounded-2xl bg-white p-5 shadow-card">
      <h2 id="sales-chart" className="mb-3 font-semibold">
        Revenue (net of refunds), last {points.length} days
      </h2>
      <div aria-hidden>
        <SalesChart points={points} />
      </div>
      <table className="sr-only">
        <caption>Orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue (₹)</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{p.day}</td>
              <td>{p.orders}</td>
              <td>{p.revenue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
