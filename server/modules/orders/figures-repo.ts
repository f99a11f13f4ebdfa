import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of the console's dashboard figures about orders (paise). A range is two instants: from inclusive,
// to exclusive. Days are India days (IST is UTC+05:30 all year, so the shift needs no time-zone data).

/** Orders that earn the shop nothing: their revenue is not counted. */
const UNCOUNTED = sql`('Cancelled', 'Returned')`;
const indiaDay = sql`to_char((o.created_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export interface OrderFigures {
  orders: number;
  /** Orders whose revenue counts (not cancelled or returned). */
  counted: number;
  revenue: number;
  cancelled: number;
  /** Returned, or asking to return. */
  returned: number;
}

export async function orderFigures(db: Db, from: Date, to: Date): Promise<OrderFigures> {
  const [row] = await queryRows<Record<keyof OrderFigures, string | number>>(
    db,
    sql`SELECT count(*)::int AS orders,
          count(*) FILTER (WHERE o.status NOT IN ${UNCOUNTED})::int AS counted,
          coalesce(sum(o.final_payable) FILTER (WHERE o.status NOT IN ${UNCOUNTED}), 0)::bigint AS revenue,
          count(*) FILTER (WHERE o.status = 'Cancelled')::int AS cancelled,
          count(*) FILTER (WHERE o.status IN ('Returned', 'Return_Requested'))::int AS returned
        FROM orders o
        WHERE o.created_at >= ${from.toISOString()}::timestamptz AND o.created_at < ${to.toISOString()}::timestamptz`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    counted: Number(row?.counted ?? 0),
    revenue: Number(row?.revenue ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    returned: Number(row?.returned ?? 0),
  };
}

export interface DayFigures {
  /** India date, YYYY-MM-DD. */
  day: string;
  orders: number;
  revenue: number;
}

/** Orders and revenue per India day of the range; days without orders are absent. */
export async function figuresByDay(db: Db, from: Date, to: Date): Promise<DayFigures[]> {
  const rows = await queryRows<{ day: string; orders: number | string; revenue: number | string }>(
    db,
    sql`SELECT ${indiaDay} AS day, count(*)::int AS orders,
          coalesce(sum(o.final_payable) FILTER (WHERE o.status NOT IN ${UNCOUNTED}), 0)::bigint AS revenue
        FROM orders o
        WHERE o.created_at >= ${from.toISOString()}::timestamptz AND o.created_at < ${to.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/** Delivered orders whose cash is not recorded yet, whenever they were placed (orders_cash_outstanding_idx). */
export async function cashOutstanding(db: Db): Promise<{ orders: number; amount: number }> {
  const [row] = await queryRows<{ orders: number | string; amount: number | string }>(
    db,
    sql`SELECT count(*)::int AS orders, coalesce(sum(o.final_payable), 0)::bigint AS amount
        FROM orders o WHERE o.status = 'Delivered' AND o.cash_collected_on IS NULL`,
  );
  return { orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
}

export interface TopProduct {
  productId: string;
  /** The name it was last sold under. */
  name: string;
  quantity: number;
  revenue: number;
}

/** The products sold most (by pieces) in orders of the range that were not cancelled. */
export async function topProducts(db: Db, from: Date, to: Date, limit: number): Promise<TopProduct[]> {
  const rows = await queryRows<{
    productId: string;
    name: string;
    quantity: number | string;
    revenue: number | string;
  }>(
    db,
    sql`SELECT oi.product_id AS "productId",
          (array_agg(oi.product_name ORDER BY o.created_at DESC))[1] AS name,
          sum(oi.quantity)::int AS quantity,
          sum(oi.unit_price * oi.quantity)::bigint AS revenue
        FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.created_at >= ${from.toISOString()}::timestamptz AND o.created_at < ${to.toISOString()}::timestamptz
          AND o.status <> 'Cancelled'
        GROUP BY oi.product_id
        ORDER BY quantity DESC, revenue DESC, oi.product_id
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}
