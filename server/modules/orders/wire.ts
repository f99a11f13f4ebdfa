import {
  type Order,
  type OrderLine,
  type OrderStatus,
  SHIPPED_STATUSES,
  type ShippingAddress,
  type StatusChange,
} from '../../../contract/order.ts';
import { formatOrderNumber } from '../../../contract/order-number.ts';
import { toRupees } from '../../lib/money.ts';
import type { StatusChangeRow } from './status-repo.ts';
import { allows, SHOPPER_CANCEL, shopperReturn } from './transitions.ts';
import type { OrderItemRow, OrderRow } from './view-repo.ts';

// Order rows (paise, as copied at placement) → the wire order (rupees, ISO times).

function toLine(item: OrderItemRow): OrderLine {
  return {
    _id: item.id,
    productId: { _id: item.productId, name: item.productName, images: item.image ? [item.image] : [] },
    color: item.color,
    colorName: item.colorName,
    size: item.size,
    quantity: item.quantity,
    price: toRupees(item.unitPrice),
    mrp: toRupees(item.mrp),
    itemTotal: toRupees(item.unitPrice * item.quantity),
  };
}

function toAddress(saved: Record<string, string | null>): ShippingAddress {
  const text = (key: string) => saved[key] ?? '';
  return {
    name: text('name'),
    number: text('number'),
    alternatenumber: saved.alternatenumber ?? null,
    address: text('address'),
    landmark: text('landmark'),
    pincode: text('pincode'),
    city: text('city'),
    state: text('state'),
    addressType: text('addressType'),
  };
}

function toChange(row: StatusChangeRow): StatusChange {
  return {
    status: row.status as OrderStatus,
    reason: row.reason,
    description: row.description,
    by: row.actor === 'shopper' ? 'shopper' : 'shop',
    at: row.createdAt.toISOString(),
  };
}

/** How an order is answered: its number carries the shop's brand code; actions are judged at `now`. */
export interface OrderView {
  brandCode: string;
  now: Date;
  /** The shop's return window (canReturn). */
  returnWindowDays: number;
}

/** The order number the shopper is told (LL-2026-000123): answers, notifications, the CLI. */
export const orderNumberOf = (brandCode: string, row: Pick<OrderRow, 'number' | 'createdAt'>): string =>
  formatOrderNumber(brandCode, row.number, row.createdAt);

/** The wire order; canCancel and canReturn apply the transition rules at `view.now`. */
export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly StatusChangeRow[],
  { brandCode, now, returnWindowDays }: OrderView,
): Order {
  return {
    _id: row.id,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    paymentMethod: row.paymentMethod,
    products: items.map(toLine),
    totalPrice: toRupees(row.itemsTotal),
    mrpTotal: toRupees(row.mrpTotal),
    discountedAmount: toRupees(row.couponDiscount + row.coinDiscount),
    couponCode: row.couponCode,
    couponDiscount: toRupees(row.couponDiscount),
    coinsUsed: row.coinsUsed,
    coinDiscount: toRupees(row.coinDiscount),
    deliveryCharge: toRupees(row.deliveryCharge),
    finalPayableAmount: toRupees(row.finalPayable),
    coinsEarned: row.coinsEarned,
    cancellationOrReturnReason: row.cancellationOrReturnReason,
    shippingAddress: toAddress(row.shippingAddress),
    deliveryDetails: { deliveryDate: row.expectedDelivery },
    orderNumber: orderNumberOf(brandCode, row),
    canCancel: allows(SHOPPER_CANCEL, row, now),
    canReturn: allows(shopperReturn(returnWindowDays), row, now),
    statusHistory: history.map(toChange),
    shipment:
      row.courier && row.trackingNumber && row.shippedAt
        ? { courier: row.courier, trackingNumber: row.trackingNumber, shippedAt: row.shippedAt.toISOString() }
        : null,
    invoiceAvailable: (SHIPPED_STATUSES as readonly string[]).includes(row.status),
  };
}

/** Groups rows (lines, history) by their order id, keeping their order. */
export function byOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.orderId);
    if (list) list.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}
