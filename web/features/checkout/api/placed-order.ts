import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { filledText, isRecord, listOr, numberOr, numberOrNull, recordOr, textOr } from '../../../lib/read.ts';

// What the order confirmation shows of a placed order, read from the order answers: the place-order
// answer and, after a reload, the order itself. Read field by field like the other checkout answers:
// an odd line cannot break the page.

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

function readItem(value: unknown): PlacedOrderItem | null {
  if (!isRecord(value)) return null;
  const product = recordOr(value.productId);
  const images = listOr(product.images);
  const quantity = Math.max(1, Math.trunc(numberOr(value.quantity, 1)));
  const id = textOr(value._id);
  if (!id) return null;
  return {
    _id: id,
    name: textOr(product.name),
    image: images.find((file): file is string => typeof file === 'string' && file !== ''),
    color: textOr(value.color),
    colorName: textOr(value.colorName),
    size: textOr(value.size),
    quantity,
  };
}

/** The summary of an order answer's `order`, or null when it is not one. */
export function readPlacedOrder(value: unknown): PlacedOrderSummary | null {
  if (!isRecord(value) || !textOr(value._id)) return null;
  const payable = numberOrNull(value.finalPayableAmount);
  // Without the amount there is nothing to tell the shopper to keep ready: read the order again.
  if (payable === null) return null;
  const details = recordOr(value.deliveryDetails);
  return {
    orderId: textOr(value._id),
    orderNumber: textOr(value.orderNumber),
    payable,
    deliveryDate: filledText(details.deliveryDate),
    items: listOr(value.products)
      .map(readItem)
      .filter((item): item is PlacedOrderItem => item !== null),
  };
}

/** One of the shopper's orders by its id or number (the confirmation after a reload). */
export async function fetchPlacedOrder(id: string, signal?: AbortSignal): Promise<PlacedOrderSummary> {
  const body = await unwrap(call('order', { params: { id }, signal }));
  const order = readPlacedOrder(recordOr(body).order);
  if (!order) throw new Error('Unreadable order');
  return order;
}
