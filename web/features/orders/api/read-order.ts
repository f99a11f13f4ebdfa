import {
  ORDER_STATUSES,
  type Order,
  type OrderLine,
  type OrderStatus,
  type ShippingAddress,
  type StatusChange,
} from '../../../../contract/order.ts';

// Order answers read field by field (types from the contract): one odd line cannot break the page,
// a missing status reads as Processing (accounts §4), and an answer from a server that does not send
// the newer fields yet still shows the order, with the actions the spec offers by status.

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function readStatus(value: unknown): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(text(value)) ? (value as OrderStatus) : 'Processing';
}

function readLine(value: unknown, index: number): OrderLine | null {
  if (!isRecord(value)) return null;
  const product = isRecord(value.productId) ? value.productId : {};
  const quantity = Math.max(1, Math.trunc(num(value.quantity, 1)));
  const price = num(value.price);
  return {
    _id: text(value._id) || `line-${index}`,
    productId: {
      _id: text(product._id) || text(value.productId),
      name: text(product.name),
      images: Array.isArray(product.images) ? product.images.filter((file) => typeof file === 'string') : [],
    },
    color: text(value.color),
    colorName: text(value.colorName),
    size: text(value.size),
    quantity,
    price,
    mrp: num(value.mrp, price),
    itemTotal: num(value.itemTotal, num(value.totalPrice, price * quantity)),
  };
}

function readAddress(value: unknown): ShippingAddress {
  const saved = isRecord(value) ? value : {};
  return {
    name: text(saved.name),
    number: text(saved.number),
    alternatenumber: textOrNull(saved.alternatenumber),
    address: text(saved.address),
    landmark: text(saved.landmark),
    pincode: text(saved.pincode),
    city: text(saved.city),
    state: text(saved.state),
    addressType: text(saved.addressType),
  };
}

function readChange(value: unknown): StatusChange | null {
  if (!isRecord(value) || !text(value.status)) return null;
  return {
    status: readStatus(value.status),
    reason: textOrNull(value.reason),
    description: textOrNull(value.description),
    by: value.by === 'shop' ? 'shop' : 'shopper',
    at: text(value.at),
  };
}

export function readOrder(value: unknown): Order | null {
  if (!isRecord(value) || !text(value._id)) return null;
  const id = text(value._id);
  const status = readStatus(value.status);
  const products = Array.isArray(value.products) ? value.products : [];
  const couponDiscount = num(value.couponDiscount);
  const coinDiscount = num(value.coinDiscount);
  const details = isRecord(value.deliveryDetails) ? value.deliveryDetails : {};
  return {
    _id: id,
    status,
    createdAt: text(value.createdAt),
    updatedAt: text(value.updatedAt),
    deliveredAt: textOrNull(value.deliveredAt),
    paymentMethod: text(value.paymentMethod),
    products: products.map(readLine).filter((line): line is OrderLine => line !== null),
    totalPrice: num(value.totalPrice),
    mrpTotal: num(value.mrpTotal, num(value.totalPrice)),
    discountedAmount: num(value.discountedAmount, couponDiscount + coinDiscount),
    couponCode: textOrNull(value.couponCode),
    couponDiscount,
    coinsUsed: Math.trunc(num(value.coinsUsed)),
    coinDiscount,
    deliveryCharge: num(value.deliveryCharge),
    finalPayableAmount: num(value.finalPayableAmount),
    coinsEarned: Math.trunc(num(value.coinsEarned)),
    cancellationOrReturnReason: textOrNull(value.cancellationOrReturnReason),
    shippingAddress: readAddress(value.shippingAddress),
    deliveryDetails: { deliveryDate: textOrNull(details.deliveryDate) },
    // The server numbers orders (LL-2026-000123); without a number the id is the one unambiguous name.
    orderNumber: text(value.orderNumber) || id,
    canCancel: typeof value.canCancel === 'boolean' ? value.canCancel : status === 'Processing',
    canReturn: typeof value.canReturn === 'boolean' ? value.canReturn : status === 'Delivered',
    statusHistory: Array.isArray(value.statusHistory)
      ? value.statusHistory.map(readChange).filter((change): change is StatusChange => change !== null)
      : [],
  };
}

export interface OrderPage {
  orders: Order[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A page of GET /user/order/view, or null when the answer holds no list. */
export function readOrderPage(body: unknown, asked: { page: number; limit: number }): OrderPage | null {
  if (!isRecord(body) || !Array.isArray(body.orders)) return null;
  const orders = body.orders.map(readOrder).filter((order): order is Order => order !== null);
  const limit = Math.max(1, Math.trunc(num(body.limit, asked.limit)));
  const total = Math.max(orders.length, Math.trunc(num(body.total, orders.length)));
  return {
    orders,
    page: Math.max(1, Math.trunc(num(body.page, asked.page))),
    limit,
    total,
    totalPages: Math.max(1, Math.trunc(num(body.totalPages, Math.ceil(total / limit)))),
  };
}
