import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES, SHIPPED_STATUSES } from '../../../contract/order.ts';
import { formatOrderNumber } from '../../../contract/order-number.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OnShipped, OrderDocuments } from '../orders/index.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import { computeGst } from './gst.ts';
import { renderInvoice, renderPackingSlip, type ShipTo } from './pdf.ts';
import * as repo from './repo.ts';

// Tax invoices and packing slips (docs/decisions/024-the-console.md). GST wants the invoice issued when
// the goods leave: an order gets its invoice number in the same transaction as the status change that
// ships it (Shipped, or a move past it to In-Transit or Delivered), through the order lifecycle's
// onShipped hook (issueOnShipping, wired by the composition root), so numbers follow the order goods
// left in. The number comes from invoice_number_seq inside that transaction: unique and (barring a
// failed transaction, which only an outage causes here) consecutive; a refused move takes none.
//
// Orders that shipped before invoices were issued at shipping (or were put in a shipped status some
// other way) have none yet: theirs is issued on the first download, the order's row locked so two
// first downloads queue and the second finds the first's invoice. An order cancelled before it
// shipped never gets one. Orders are read through the orders module (`orders`), never by SQL here.

/** India Standard Time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April–March, India time) of an instant, e.g. 2026-27. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Digits the invoice's sequence number is padded to. */
export const INVOICE_NUMBER_DIGITS = 6;

/** The invoice number as printed: BRAND/2026-27/000042. */
export const formatInvoiceNumber = (brandCode: string, financialYear: string, number: number): string =>
  `${brandCode}/${financialYear}/${String(number).padStart(INVOICE_NUMBER_DIGITS, '0')}`;

/** The order's invoice number, or null while it has none (nothing is issued by reading). */
export async function invoiceNumberOf(db: Db, orderId: string, brandCode: string): Promise<string | null> {
  const row = await repo.invoiceOf(db, orderId);
  return row ? formatInvoiceNumber(brandCode, row.financialYear, row.number) : null;
}

/** Whether an order has left the shop (and was not returned to origin), so it may be invoiced. */
export const hasShipped = (order: { status: string }) =>
  (SHIPPED_STATUSES as readonly string[]).includes(order.status);

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** Who asks: a staff member through the console, or the shopper whose order it is. */
export type Requester = { actor: Actor } | { shopperId: string };

export interface InvoiceService {
  /**
   * The order's tax invoice (409 before it ships). One that shipped without an invoice (before
   * invoices were issued at shipping) gets its number on this first download.
   */
  invoice(orderRef: string, by: Requester): Promise<PdfFile>;
  /** The order's packing slip (any order the shop can see). */
  packingSlip(orderRef: string): Promise<PdfFile>;
  /** The order lifecycle's onShipped hook: issues the order's invoice in the shipping move's transaction. */
  issueOnShipping: OnShipped;
}

export interface InvoiceDeps {
  db: Db;
  clock: () => Date;
  config: Pick<Config, 'brandCode' | 'shopName' | 'invoicing'>;
  audit: Pick<AuditService, 'record'>;
  /** Orders as their documents print them, and their row lock (the orders module's orderDocuments). */
  orders: OrderDocuments;
}

/**
 * Issues the invoice of an order leaving the shop, in the caller's transaction (the order's row is
 * locked by the status change): its number is the sequence's next, its date the move's. An order that
 * already has one keeps it. Answers the number, for the move's audit entry.
 */
export const invoiceAtShipping =
  (brandCode: string): OnShipped =>
  async (tx, order, at) => {
    const row =
      (await repo.invoiceOf(tx, order.id)) ??
      (await repo.insertInvoice(tx, { orderId: order.id, financialYear: financialYearOf(at), issuedAt: at }));
    return { invoiceNumber: formatInvoiceNumber(brandCode, row.financialYear, row.number) };
  };

function shipToOf(saved: Record<string, string | null>): ShipTo {
  const text = (key: string) => saved[key] ?? '';
  return {
    name: text('name'),
    address: text('address'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    phone: text('number'),
    alternatePhone: saved.alternatenumber || null,
  };
}

export function createInvoiceService({ db, clock, config, audit, orders }: InvoiceDeps): InvoiceService {
  /** The order named by uuid or order number (the shopper's own when `userId` is given); 404 otherwise. */
  const resolve = (ref: string, userId: string | null): Promise<string> => orders.orderId(db, userId, ref);

  /**
   * The order's invoice row: the one issued when it shipped, or, for an order that shipped before
   * invoices were issued at shipping, issued now (lazily, on this first download).
   */
  function issue(orderId: string, actor: Actor | null): Promise<repo.InvoiceRow> {
    return inTransaction(db, async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const existing = await repo.invoiceOf(tx, orderId);
      if (existing) return existing;
      if (!hasShipped(order)) throw conflict(ADMIN_ORDER_MESSAGES.invoiceNotYet);
      // Shipped without an invoice (before invoices were issued at shipping): issued now, and a staff
      // member's download is its own audit entry (one issued at shipping is in the move's entry).
      const issuedAt = clock();
      const row = await repo.insertInvoice(tx, {
        orderId,
        financialYear: financialYearOf(issuedAt),
        issuedAt,
      });
      if (actor) {
        await audit.record(tx, actor, {
          action: 'invoice.issue',
          targetType: 'order',
          targetId: orderId,
          targetLabel: formatOrderNumber(config.brandCode, order.number, order.createdAt),
          after: { invoiceNumber: formatInvoiceNumber(config.brandCode, row.financialYear, row.number) },
        });
      }
      return row;
    });
  }

  async function documentOf(orderId: string) {
    const found = await orders.read(db, orderId);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    return found;
  }

  return {
    issueOnShipping: invoiceAtShipping(config.brandCode),

    async invoice(orderRef, by) {
      const orderId = await resolve(orderRef, 'shopperId' in by ? by.shopperId : null);
      const row = await issue(orderId, 'actor' in by ? by.actor : null);
      const { order, lines } = await documentOf(orderId);
      const shipTo = shipToOf(order.shippingAddress);
      const figures = computeGst(
        lines.map((l) => ({
          description: `${l.productName} (Size ${l.size}, ${l.colorName})`,
          productType: l.productType,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        {
          couponDiscount: order.couponDiscount,
          coinDiscount: order.coinDiscount,
          deliveryCharge: order.deliveryCharge,
          finalPayable: order.finalPayable,
        },
        { slabs: config.invoicing.gstSlabs, shopState: config.invoicing.state, shipState: shipTo.state },
      );
      const invoiceNumber = formatInvoiceNumber(config.brandCode, row.financialYear, row.number);
      const pdf = await renderInvoice({
        seller: config.invoicing,
        invoiceNumber,
        invoiceDate: row.issuedAt,
        orderNumber: formatOrderNumber(config.brandCode, order.number, order.createdAt),
        orderDate: order.createdAt,
        shipTo,
        figures,
        couponCode: order.couponCode,
        coinsUsed: order.coinsUsed,
      });
      return { filename: `${invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
    },

    async packingSlip(orderRef) {
      const orderId = await resolve(orderRef, null);
      const { order, lines } = await documentOf(orderId);
      const orderNumber = formatOrderNumber(config.brandCode, order.number, order.createdAt);
      const pdf = await renderPackingSlip({
        shopName: config.shopName,
        orderNumber,
        orderDate: order.createdAt,
        shipTo: shipToOf(order.shippingAddress),
        lines: lines.map((l) => ({
          name: l.productName,
          size: l.size,
          colour: l.colorName,
          quantity: l.quantity,
        })),
        courier: order.courier,
        trackingNumber: order.trackingNumber,
      });
      return { filename: `packing-slip-${orderNumber}.pdf`, pdf };
    },
  };
}
