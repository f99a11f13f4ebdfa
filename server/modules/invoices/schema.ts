import { bigint, index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema/index.ts';

// GST tax invoices (docs/decisions/024-the-console.md): one per shipped order, numbered from one
// sequence so numbers are unique and consecutive. The invoice's figures are computed from the order,
// which never changes after placement; the row fixes the number, the date and the tax regime.

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** The Indian financial year it belongs to, e.g. 2026-27. */
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);
