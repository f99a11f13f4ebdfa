import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, users } from '../../db/schema/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * "Tell me when it is back": a shopper waiting for a sold-out product. The row goes when the product
 * comes back and the shopper is told (modules/stock-alerts), or when either is deleted.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Stock coming back finds the product's waiting shoppers without a scan.
    index('stock_alerts_product_idx').on(t.productId),
  ],
);
