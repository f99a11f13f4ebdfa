import type { Order, OrderLine, OrderStatus, ShippingAddress } from '../../../contract/order.ts';
import { toRupees } from '../../lib/money.ts';
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

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
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
  };
}

/** Groups lines by their order id. */
export function itemsByOrder(items: readonly OrderItemRow[]): Map<string, OrderItemRow[]> {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return byOrder;
}
