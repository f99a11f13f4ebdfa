import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// Who is still before their first order, for first-order-only coupons (WELCOME100). Read by the
// checkout (apply, list, view) and by the order transaction, so both judge the same way.

/**
 * The first-order rule counts the orders that happened. A cancelled order never did: nothing was
 * delivered or paid, and cancelling already gives its coupon use back (orders/lifecycle.ts), so a
 * shopper whose only order was cancelled is still before their first order. A returned order did
 * happen (it was delivered, kept for a while and sent back), so it keeps counting, as its coupon
 * use does.
 */
const NOT_AN_ORDER: OrderStatus = 'Cancelled';

/** Orders of the shopper that count for a first-order-only coupon; `db` may be a transaction. */
export async function ordersCountedForFirstOrder(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders
        WHERE user_id = ${userId}::uuid AND status <> ${NOT_AN_ORDER}`,
  );
  return row?.n ?? 0;
}
