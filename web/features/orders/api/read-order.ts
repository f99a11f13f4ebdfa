import {
  ORDER_STATUSES,
  type Order,
  type OrderLine,
  type OrderStatus,
  type ShippingAddress,
  type StatusChange,
} from '../../../../contract/order.ts';
import { filledText, flagOr, isRecord, listOr, numberOr, recordOr, textOr } from '../../../lib/read.ts';

// Order answers read field by field (types from the contract): one odd line cannot break the page,
// a missing status reads as Processing (rules/accounts §4), and an answer from a server that does not send
// the newer fields yet still shows the order, with the actions the spec offers by status.

function readStatus(value: unknown): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(textOr(value))
    ? (value as OrderStatus)
    : 'Processing';
}

function readLine(value: unknown, index: number): OrderLine | null {
  if (!isRecord(value)) return null;
  const product = recordOr(value.productId);
  const quantity = Math.max(1, Math.trunc(numberOr(value.quantity, 1)));
  const price = numberOr(value.price);
  return {
    _id: textOr(value._id) || `line-${index}`,
    productId: {
      _id: textOr(product._id) || textOr(value.productId),
      name: textOr(product.name),
      images: listOr(product.images).filter((file): file is string => typeof file === 'string'),
    },
    color: textOr(value.color),
    colorName: textOr(value.colorName),
    size: textOr(value.size),
    quantity,
    price,
    mrp: numberOr(value.mrp, price),
    itemTotal: numberOr(value.itemTotal, numberOr(value.totalPrice, price * quantity)),
  };
}

function readAddress(value: unknown): ShippingAddress {
  const saved = recordOr(value);
  return {
    name: textOr(saved.name),
    number: textOr(saved.number),
    alternatenumber: filledText(saved.alternatenumber),
    address: textOr(saved.address),
    landmark: textOr(saved.landmark),
    pincode: textOr(saved.pincode),
    city: textOr(saved.city),
    state: textOr(saved.state),
    addressType: textOr(saved.addressType),
  };
}

function readChange(value: unknown): StatusChange | null {
  if (!isRecord(value) || !textOr(value.status)) return null;
  return {
    status: readStatus(value.status),
    reason: filledText(value.reason),
    description: filledText(value.description),
    by: value.by === 'shop' ? 'shop' : 'shopper',
    at: textOr(value.at),
  };
}

function readShipment(value: unknown): Order['shipment'] {
  if (!isRecord(value)) return null;
  const courier = filledText(value.courier);
  const trackingNumber = filledText(value.trackingNumber);
  if (!courier || !trackingNumber) return null;
  return { courier, trackingNumber, shippedAt: textOr(value.shippedAt) };
}

export function readOrder(value: unknown): Order | null {
  if (!isRecord(value) || !textOr(value._id)) return null;
  const id = textOr(value._id);
  const status = readStatus(value.status);
  const products = listOr(value.products);
  const couponDiscount = numberOr(value.couponDiscount);
  const coinDiscount = numberOr(value.coinDiscount);
  const details = recordOr(value.deliveryDetails);
  return {
    _id: id,
    status,
    createdAt: textOr(value.createdAt),
    updatedAt: textOr(value.updatedAt),
    deliveredAt: filledText(value.deliveredAt),
    paymentMethod: textOr(value.paymentMethod),
    products: products.map(readLine).filter((line): line is OrderLine => line !== null),
    totalPrice: numberOr(value.totalPrice),
    mrpTotal: numberOr(value.mrpTotal, numberOr(value.totalPrice)),
    discountedAmount: numberOr(value.discountedAmount, couponDiscount + coinDiscount),
    couponCode: filledText(value.couponCode),
    couponDiscount,
    coinsUsed: Math.trunc(numberOr(value.coinsUsed)),
    coinDiscount,
    deliveryCharge: numberOr(value.deliveryCharge),
    finalPayableAmount: numberOr(value.finalPayableAmount),
    coinsEarned: Math.trunc(numberOr(value.coinsEarned)),
    cancellationOrReturnReason: filledText(value.cancellationOrReturnReason),
    shippingAddress: readAddress(value.shippingAddress),
    deliveryDetails: { deliveryDate: filledText(details.deliveryDate) },
    // The server numbers orders (LL-2026-000123); without a number the id is the one unambiguous name.
    orderNumber: textOr(value.orderNumber) || id,
    canCancel: flagOr(value.canCancel, status === 'Processing'),
    canReturn: flagOr(value.canReturn, status === 'Delivered'),
    statusHistory: listOr(value.statusHistory)
      .map(readChange)
      .filter((change): change is StatusChange => change !== null),
    shipment: readShipment(value.shipment),
    invoiceAvailable: flagOr(value.invoiceAvailable, false),
  };
}

export interface OrderPage {
  orders: Order[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A page of the order list, or null when the answer holds no list. */
export function readOrderPage(body: unknown, asked: { page: number; limit: number }): OrderPage | null {
  if (!isRecord(body) || !Array.isArray(body.orders)) return null;
  const orders = body.orders.map(readOrder).filter((order): order is Order => order !== null);
  const limit = Math.max(1, Math.trunc(numberOr(body.limit, asked.limit)));
  const total = Math.max(orders.length, Math.trunc(numberOr(body.total, orders.length)));
  return {
    orders,
    page: Math.max(1, Math.trunc(numberOr(body.page, asked.page))),
    limit,
    total,
    totalPages: Math.max(1, Math.trunc(numberOr(body.totalPages, Math.ceil(total / limit)))),
  };
}
