import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { LineRow } from '../cart/repo.ts';

// The lines of a checkout joined to the catalogue as it is at `now`: the same shape the cart reads,
// so one price rule (cart/view.ts unitPrices) prices both.

export interface CheckoutLineRow extends LineRow {
  codAvailable: boolean | null;
}

export async function checkoutLines(db: Db, checkoutId: string, now: Date): Promise<CheckoutLineRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return queryRows<CheckoutLineRow>(
    db,
    sql`SELECT ci.checkout_id AS "cartId", ci.id AS "itemId", ci.product_id AS "productId", ci.size,
               ci.quantity, ci.product_name AS "snapshotName", ci.image AS "snapshotImage",
               ci.color AS "snapshotColor", ci.color_name AS "snapshotColorName",
               p.name AS "productName", p.is_active AS "isActive", p.default_price AS "defaultPrice",
               p.cod_available AS "codAvailable",
               v.id AS "variantId", v.color, v.color_name AS "colorName", v.images, v.price,
               v.offer_price AS "offerPrice", v.wholesale_price AS "wholesalePrice", s.stock,
               EXISTS (SELECT 1 FROM product_offers o
                       WHERE o.product_id = p.id AND o.starts_at <= ${at}
                         AND (o.ends_at IS NULL OR o.ends_at > ${at})) AS "hasOffers"
        FROM checkout_items ci
        LEFT JOIN products p ON p.id = ci.product_id
        LEFT JOIN product_variants v ON v.id = ci.variant_id AND v.product_id = ci.product_id
        LEFT JOIN variant_sizes s ON s.variant_id = v.id AND s.size = ci.size
        WHERE ci.checkout_id = ${checkoutId}::uuid
        ORDER BY ci.position, ci.id`,
  );
}
