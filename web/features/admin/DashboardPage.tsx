import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_RANGES, type DashboardResponse } from '../../../contract/admin-people.ts';
import { Skeleton, skeletonKeys } from '../../components/Skeleton.tsx';
import { unwrap } from '../../lib/api.ts';
import { formatRupees } from '../../lib/format.ts';
import { adminCall } from './call.ts';
import { formatCount, formatShare, shortDay } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { useConsoleTitle } from './console-query.ts';
import { Card, cellClass, Empty, focusRing, LoadError, PageHeader, Table } from './ui.tsx';

// The dashboard (docs/decisions/024): the range's orders, revenue, average order value, cash still to
// collect, cancellation and return rates, revenue by day, low stock and top products.

type Range = (typeof DASHBOARD_RANGES)[number];

const RANGE_LABELS: Record<Range, string> = { today: 'Today', '7d': '7 days', '30d': '30 days' };

/** The chart library loads only when a dashboard with data is shown. */
const RevenueChart = lazy(() => import('./RevenueChart.tsx'));

export const dashboardKey = (range: Range) => adminKey('dashboard', range);

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-card bg-paper p-4 ring-1 ring-line/60">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="font-display text-2xl font-extrabold text-ink">{value}</dd>
      {children}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {skeletonKeys(6).map((key) => (
          <Skeleton key={key} className="h-24 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-card" />
    </div>
  );
}

function Figures({ data }: { data: DashboardResponse }) {
  const cash = data.cashOutstanding;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      <Stat label="Orders" value={formatCount(data.orders)} />
      <Stat label="Revenue" value={formatRupees(data.revenue)} />
      <Stat label="Average order value" value={formatRupees(data.averageOrderValue)} />
      <Stat label="Cash outstanding" value={formatRupees(cash.amount)}>
        <Link
          to="/admin/orders?cash=outstanding"
          className={`text-sm font-semibold text-accent hover:underline ${focusRing}`}
        >
          {formatCount(cash.orders)} {cash.orders === 1 ? 'order' : 'orders'} to collect
        </Link>
      </Stat>
      <Stat label="Cancellation rate" value={formatShare(data.cancellationRate)} />
      <Stat label="Return rate" value={formatShare(data.returnRate)} />
    </dl>
  );
}

function RevenueByDay({ data }: { data: DashboardResponse }) {
  const days = data.revenueByDay;
  return (
    <Card title="Revenue by day">
      {days.length === 0 ? (
        <Empty>No orders in this range.</Empty>
      ) : (
        <>
          <div className="h-64" aria-hidden="true">
            <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
              <RevenueChart days={days} />
            </Suspense>
          </div>
          <table className="sr-only">
            <caption>Revenue by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{shortDay(day.day)}</th>
                  <td>{formatCount(day.orders)}</td>
                  <td>{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

function LowStock({ data }: { data: DashboardResponse }) {
  return (
    <Card title="Low stock">
      {data.lowStock.length === 0 ? (
        <Empty>No size is running low.</Empty>
      ) : (
        <Table fit caption="Sizes running low" head={['Product', 'Colour', 'Size', 'In stock']}>
          {data.lowStock.map((row) => (
            <tr key={`${row.productId}-${row.colorName}-${row.size}`}>
              <td className={cellClass}>{row.name}</td>
              <td className={cellClass}>{row.colorName}</td>
              <td className={cellClass}>{row.size}</td>
              <td className={`${cellClass} font-semibold ${row.stock === 0 ? 'text-danger' : ''}`}>
                {formatCount(row.stock)}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function TopProducts({ data }: { data: DashboardResponse }) {
  return (
    <Card title="Top products">
      {data.topProducts.length === 0 ? (
        <Empty>Nothing sold in this range.</Empty>
      ) : (
        <Table fit caption="Top products in the range" head={['Product', 'Sold', 'Revenue']}>
          {data.topProducts.map((row) => (
            <tr key={row.productId}>
              <td className={cellClass}>{row.name}</td>
              <td className={cellClass}>{formatCount(row.quantity)}</td>
              <td className={cellClass}>{formatRupees(row.revenue)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function DashboardPage() {
  useConsoleTitle('Dashboard');
  const [range, setRange] = useState<Range>('today');
  const dashboard = useQuery({
    queryKey: dashboardKey(range),
    queryFn: ({ signal }) => unwrap(adminCall('adminDashboard', { query: { range }, signal })),
  });
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Dashboard">
        <fieldset className="flex gap-1 rounded-full bg-paper p-1 ring-1 ring-line/60">
          <legend className="sr-only">Range</legend>
          {DASHBOARD_RANGES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={range === value}
              onClick={() => setRange(value)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${focusRing} ${
                range === value ? 'bg-accent text-white' : 'text-ink hover:bg-accent-soft'
              }`}
            >
              {RANGE_LABELS[value]}
            </button>
          ))}
        </fieldset>
      </PageHeader>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} what="the dashboard" onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <p className="text-sm text-ink-soft">
            {dashboard.data.from === dashboard.data.to
              ? shortDay(dashboard.data.from)
              : `${shortDay(dashboard.data.from)} – ${shortDay(dashboard.data.to)}`}{' '}
            (India time)
          </p>
          <Figures data={dashboard.data} />
          <RevenueByDay data={dashboard.data} />
          <div className="grid gap-5 xl:grid-cols-2">
            <LowStock data={dashboard.data} />
            <TopProducts data={dashboard.data} />
          </div>
        </>
      )}
    </div>
  );
}
