import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { ORDER_MESSAGES, SHIPPED_STATUSES } from '../../../contract/order.ts';
import { formatOrderNumber, parseOrderNumber } from '../../../contract/order-number.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../staff/index.ts';
import { computeGst } from './gst.ts';
import { renderInvoice, renderPackingSlip, type ShipTo } from './pdf.ts';
import * as repo from './repo.ts';

// Tax invoices and packing slips (docs/decisions/024-the-console.md). An order gets its invoice
// number the first time anyone downloads its invoice after it has shipped: the order's row is locked,
// so two first downloads queue and the second finds the first's invoice, and the number comes from
// invoice_number_seq inside that transaction, so numbers are unique and (barring a failed
// transaction, which only an outage causes here) consecutive. An order cancelled before it shipped
// never gets one.

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
  /** The order's tax invoice, issuing its number on the first call after it shipped (409 before). */
  invoice(orderRef: string, by: Requester): Promise<PdfFile>;
  /** The order's packing slip (any order the shop can see). */
  packingSlip(orderRef: string): Promise<PdfFile>;
}

export interface InvoiceDeps {
  db: Db;
  clock: () => Date;
  config: Pick<Config, 'brandCode' | 'shopName' | 'invoicing'>;
  audit: Pick<AuditService, 'record'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function createInvoiceService({ db, clock, config, audit }: InvoiceDeps): InvoiceService {
  /** The order named by uuid or order number (the shopper's own when `userId` is given); 404 otherwise. */
  async function resolve(ref: string, userId: string | null): Promise<string> {
    const text = ref.trim();
    const number = UUID.test(text) ? null : parseOrderNumber(text);
    const id =
      UUID.test(text) || number !== null
        ? await repo.orderIdBy(db, userId, number === null ? { id: text } : { number })
        : undefined;
    if (!id) throw notFound(ORDER_MESSAGES.notFound);
    return id;
  }

  /** The order's invoice row, issued now if it has none and has shipped. */
  function issue(orderId: string, actor: Actor | null): Promise<repo.InvoiceRow> {
    return inTransaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const existing = await repo.invoiceOf(tx, orderId);
      if (existing) return existing;
      if (!hasShipped(order)) throw conflict(ADMIN_ORDER_MESSAGES.invoiceNotYet);
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
    const found = await repo.documentOf(db, orderId);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    return found;
  }

  return {
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
