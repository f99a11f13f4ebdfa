import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, users } from '../../db/schema/index.ts';

/**
 * A shopper waiting to hear about a product (contract/alerts.ts): 'back-in-stock' for a sold-out
 * product, colour or size, 'price-drop' for a price below the one they saw. The row goes when the
 * shopper is told (once), when they cancel it, or when either the product or the account is deleted.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The colour value (#F4A7B9) waited for; null: any colour. */
    color: text('color'),
    /** The size waited for; null: any size. */
    size: text('size'),
    kind: text('kind').notNull(),
    /** For a price drop: the price in paise when the shopper asked; a lower price tells them. */
    priceAt: integer('price_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_alerts_wait_uq').on(
      t.userId,
      t.productId,
      t.kind,
      sql`coalesce(${t.color}, '')`,
      sql`coalesce(${t.size}, '')`,
    ),
    // Stock or a price changing finds the product's waiting shoppers without a scan.
    index('product_alerts_product_idx').on(t.productId, t.kind),
    index('product_alerts_user_idx').on(t.userId, t.createdAt),
    check('product_alerts_kind_check', sql`${t.kind} in ('back-in-stock', 'price-drop')`),
    check('product_alerts_price_check', sql`(${t.kind} = 'price-drop') = (${t.priceAt} is not null)`),
  ],
);
