import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from './schema.ts';

// SQL of the invoices table. The orders an invoice prints are read through the orders module
// (its orderDocuments: the order with its lines, stored paise and products' types, and its row lock).

export type InvoiceRow = typeof invoices.$inferSelect;

export async function invoiceOf(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row;
}

/** A new invoice with the sequence's next number. */
export async function insertInvoice(
  tx: Db,
  input: { orderId: string; financialYear: string; issuedAt: Date },
): Promise<InvoiceRow> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...input, number: sql`nextval('invoice_number_seq')` })
    .returning();
  return row!;
}
