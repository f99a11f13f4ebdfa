import { ApiRequestError, apiGet, settled } from '../../../lib/api.ts';

// What the order confirmation shows of a placed order, read from the order answers: the place-order
// answer ({ order }) and, after a reload, GET /api/user/order/view/{id} (bearer) → { success, order }.
// Read field by field like the other checkout answers: an odd line cannot break the page.

export interface PlacedOrderItem {
  _id: string;
  name: string;
  image: string | undefined;
  color: string;
  colorName: string;
  size: string;
  quantity: number;
}

export interface PlacedOrderSummary {
  orderId: string;
  /** LL-2026-000123; '' when the answer lacks it. */
  orderNumber: string;
  /** The order's final amount to pay in cash, in rupees. */
  payable: number;
  /** The promised day (YYYY-MM-DD) kept on the order at placement; null when none was promised. */
  deliveryDate: string | null;
  items: PlacedOrderItem[];
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readItem(value: unknown): PlacedOrderItem | null {
  if (!isRecord(value)) return null;
  const product = isRecord(value.productId) ? value.productId : {};
  const images = Array.isArray(product.images) ? product.images : [];
  const quantity = typeof value.quantity === 'number' ? Math.max(1, Math.trunc(value.quantity)) : 1;
  const id = text(value._id);
  if (!id) return null;
  return {
    _id: id,
    name: text(product.name),
    image: images.find((file): file is string => typeof file === 'string' && file !== ''),
    color: text(value.color),
    colorName: text(value.colorName),
    size: text(value.size),
    quantity,
  };
}

/** The summary of an order answer's `order`, or null when it is not one. */
export function readPlacedOrder(value: unknown): PlacedOrderSummary | null {
  if (!isRecord(value) || !text(value._id)) return null;
  const payable = value.finalPayableAmount;
  // Without the amount there is nothing to tell the shopper to keep ready: read the order again.
  if (typeof payable !== 'number' || !Number.isFinite(payable)) return null;
  const details = isRecord(value.deliveryDetails) ? value.deliveryDetails : {};
  return {
    orderId: text(value._id),
    orderNumber: text(value.orderNumber),
    payable,
    deliveryDate: text(details.deliveryDate) || null,
    items: (Array.isArray(value.products) ? value.products : [])
      .map(readItem)
      .filter((item): item is PlacedOrderItem => item !== null),
  };
}

/** One of the shopper's orders by its id or number (the confirmation after a reload). */
export async function fetchPlacedOrder(id: string, signal?: AbortSignal): Promise<PlacedOrderSummary> {
  const result = settled(
    await apiGet<{ order?: unknown } | null>(`/user/order/view/${encodeURIComponent(id)}`, {
      auth: true,
      signal,
    }),
  );
  if (!result.success) throw new ApiRequestError(result);
  const order = readPlacedOrder(result.data?.order);
  if (!order) throw new Error('Unreadable order');
  return order;
}
