import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// A checkout that became an order is shown as it was charged: the order's own copy of lines and
// totals (paise), not a fresh pricing that the stock the order took would already disturb.

export interface PlacedOrderRow {
  itemsTotal: number;
  mrpTotal: number;
  couponCode: string | null;
  couponDescription: string | null;
  couponDiscount: number;
  coinsUsed: number;
  coinDiscount: number;
  deliveryCharge: number;
  finalPayable: number;
}

export interface PlacedLineRow {
  id: string;
  productId: string;
  productName: string;
  image: string | null;
  liveImages: string[] | null;
  color: string;
  colorName: string;
  size: string;
  quantity: number;
  unitPrice: number;
  mrp: number;
  /** Stock left now for this colour and size (null when it is gone). */
  stock: number | null;
}

export async function placedOrder(
  db: Db,
  orderId: string,
): Promise<{ order: PlacedOrderRow; lines: PlacedLineRow[] } | undefined> {
  const [order] = await queryRows<PlacedOrderRow>(
    db,
    sql`SELECT o.items_total AS "itemsTotal", o.mrp_total AS "mrpTotal", o.coupon_code AS "couponCode",
               c.description AS "couponDescription", o.coupon_discount AS "couponDiscount",
               o.coins_used AS "coinsUsed", o.coin_discount AS "coinDiscount",
               o.delivery_charge AS "deliveryCharge", o.final_payable AS "finalPayable"
        FROM orders o LEFT JOIN coupons c ON c.id = o.coupon_id
        WHERE o.id = ${orderId}::uuid`,
  );
  if (!order) return undefined;
  const lines = await queryRows<PlacedLineRow>(
    db,
    sql`SELECT i.id, i.product_id AS "productId", i.product_name AS "productName", i.image,
               v.images AS "liveImages", i.color, i.color_name AS "colorName", i.size, i.quantity,
               i.unit_price AS "unitPrice", i.mrp, s.stock
        FROM order_items i
        LEFT JOIN product_variants v ON v.id = i.variant_id AND v.product_id = i.product_id
        LEFT JOIN variant_sizes s ON s.variant_id = v.id AND s.size = i.size
        WHERE i.order_id = ${orderId}::uuid
        ORDER BY i.position, i.id`,
  );
  return { order, lines };
}
