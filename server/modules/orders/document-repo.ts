import { asc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { productTypesOf } from '../catalog/index.ts';
import { resolveOrderId } from './reader.ts';
import { orderItems, orders } from './schema.ts';
import * as views from './view-repo.ts';

// The order as its documents print it (the GST tax invoice, the packing slip): the stored paise, the
// shipping address as placed, the lines with their products' types (read through the catalogue), and
// the order row's lock that an invoice issued on download takes. The invoices module reads orders only
// through these (handed to it by the composition root as `orderDocuments`).

/** The order's figures and details a document prints; money in paise. */
export type DocumentOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'shippingAddress'
  | 'couponCode'
  | 'couponDiscount'
  | 'coinsUsed'
  | 'coinDiscount'
  | 'deliveryCharge'
  | 'finalPayable'
  | 'courier'
  | 'trackingNumber'
>;

export interface DocumentLine {
  productName: string;
  /** The product's type now; null when the product no longer exists. */
  productType: string | null;
  size: string;
  colorName: string;
  quantity: number;
  /** Paise. */
  unitPrice: number;
}

export interface OrderDocument {
  order: DocumentOrder;
  lines: DocumentLine[];
}

/** The order as a document starts from, its row locked. */
export interface LockedDocumentOrder {
  id: string;
  number: number;
  status: string;
  shippedAt: Date | null;
  createdAt: Date;
}

/**
 * The order named by its uuid or number (LL-2026-000123), among `userId`'s own orders when given
 * (another shopper's order is not found, like an unknown one): its id, or 404.
 */
export async function documentOrderId(db: Db, userId: string | null, ref: string): Promise<string> {
  const id = await resolveOrderId(db, userId, ref);
  // A uuid is taken as it is by resolveOrderId: the order must still exist and be the shopper's.
  if (!(await views.orderOf(db, userId, id))) throw notFound(ORDER_MESSAGES.notFound);
  return id;
}

/** Locks the order's row for the rest of the transaction (two first downloads of an invoice queue here). */
export async function lockDocumentOrder(tx: Db, orderId: string): Promise<LockedDocumentOrder | undefined> {
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

/** The order and its lines in the order they were placed; undefined for an unknown order. */
export async function orderDocumentOf(db: Db, orderId: string): Promise<OrderDocument | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      shippingAddress: orders.shippingAddress,
      couponCode: orders.couponCode,
      couponDiscount: orders.couponDiscount,
      coinsUsed: orders.coinsUsed,
      coinDiscount: orders.coinDiscount,
      deliveryCharge: orders.deliveryCharge,
      finalPayable: orders.finalPayable,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return undefined;
  const rows = await db
    .select({
      productId: orderItems.productId,
      productName: orderItems.productName,
      size: orderItems.size,
      colorName: orderItems.colorName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const types = await productTypesOf(
    db,
    rows.map((row) => row.productId),
  );
  const lines = rows.map(({ productId, ...line }) => ({
    ...line,
    productType: types.get(productId) ?? null,
  }));
  return { order, lines };
}

/** What the invoices module reads of orders (handed to it by the composition root). */
export interface OrderDocuments {
  orderId: typeof documentOrderId;
  lock: typeof lockDocumentOrder;
  read: typeof orderDocumentOf;
}

export const orderDocuments: OrderDocuments = {
  orderId: documentOrderId,
  lock: lockDocumentOrder,
  read: orderDocumentOf,
};
