import type { DashboardResponse } from '../../../contract/admin-people.ts';
import { addIndiaDays, indiaDate, indiaDayEnd, indiaDayStart } from '../../../contract/india-time.ts';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import { lowStock } from '../catalog/index.ts';
import { cashOutstanding, figuresByDay, orderFigures, topProducts } from '../orders/index.ts';

// The console's dashboard (docs/decisions/024-the-console.md): the shop's figures over today, the last
// 7 or the last 30 India days (today included), read from the modules that own them.

export type DashboardRange = DashboardResponse['range'];

/** A size with this many pieces or fewer is running out. */
export const LOW_STOCK_AT = 3;
export const LOW_STOCK_ROWS = 10;
export const TOP_PRODUCTS = 5;

const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** Two decimals: rupees and rates as the dashboard shows them. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export interface DashboardService {
  figures(range: DashboardRange): Promise<Omit<DashboardResponse, 'success'>>;
}

export function createDashboardService({ db, clock }: { db: Db; clock: () => Date }): DashboardService {
  return {
    async figures(range) {
      const to = indiaDate(clock());
      const from = addIndiaDays(to, 1 - RANGE_DAYS[range]);
      const start = indiaDayStart(from);
      const end = indiaDayEnd(to);
      const [totals, days, cash, stock, top] = await Promise.all([
        orderFigures(db, start, end),
        figuresByDay(db, start, end),
        cashOutstanding(db),
        lowStock(db, LOW_STOCK_AT, LOW_STOCK_ROWS),
        topProducts(db, start, end, TOP_PRODUCTS),
      ]);
      const byDay = new Map(days.map((day) => [day.day, day]));
      const revenueByDay = [];
      for (let day = from; day <= to; day = addIndiaDays(day, 1)) {
        const figures = byDay.get(day);
        revenueByDay.push({ day, orders: figures?.orders ?? 0, revenue: toRupees(figures?.revenue ?? 0) });
      }
      const share = (part: number) => (totals.orders === 0 ? 0 : round(part / totals.orders, 4));
      return {
        range,
        from,
        to,
        orders: totals.orders,
        revenue: toRupees(totals.revenue),
        averageOrderValue: totals.counted === 0 ? 0 : round(toRupees(totals.revenue) / totals.counted, 2),
        cashOutstanding: { orders: cash.orders, amount: toRupees(cash.amount) },
        cancellationRate: share(totals.cancelled),
        returnRate: share(totals.returned),
        revenueByDay,
        lowStock: stock,
        topProducts: top.map((product) => ({ ...product, revenue: toRupees(product.revenue) })),
      };
    },
  };
}
