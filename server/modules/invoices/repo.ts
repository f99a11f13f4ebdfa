import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { invoices } from './schema.ts';

// SQL of invoices and the order figures they print. The order's own tables are read here rather than
// through the orders module: an invoice needs the stored paise, the lines' product types and a row
// lock in its own transaction, none of which the orders module's answers carry.

export type InvoiceRow = typeof invoices.$inferSelect;

/** The order's id by its uuid or sequence number, among `userId`'s orders when given. */
export async function orderIdBy(
  db: Db,
  userId: string | null,
  by: { id: string } | { number: number },
): Promise<string | undefined> {
  const match = 'id' in by ? eq(orders.id, by.id) : eq(orders.number, by.number);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(userId ? and(match, eq(orders.userId, userId)) : match)
    .limit(1);
  return row?.id;
}

export interface LockedOrder {
  id: string;
  number: number;
  status: string;
  shippedAt: Date | null;
  createdAt: Date;
}

/** Locks the order's row for the rest of the transaction (two first downloads queue here). */
export async function lockOrder(tx: Db, orderId: string): Promise<LockedOrder | undefined> {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      shippedAt: orders.shippedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

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

export type DocumentOrder = typeof orders.$inferSelect;
export interface DocumentLine {
  productName: string;
  productType: string | null;
  size: string;
  colorName: string;
  quantity: number;
  unitPrice: number;
}

/** The order and its lines (with each product's type, when the product still exists). */
export async function documentOf(
  db: Db,
  orderId: string,
): Promise<{ order: DocumentOrder; lines: DocumentLine[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const lines = await db
    .select({
      productName: orderItems.productName,
      productType: products.productType,
      size: orderItems.size,
      colorName: orderItems.colorName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { order, lines };
}
