import { PAYMENT_METHOD } from '../../../../contract/order.ts';
import { ApiRequestError, apiPost, settled } from '../../../lib/api.ts';
import { type PlacedOrderSummary, readPlacedOrder } from './placed-order.ts';

// POST /api/user/order/create (bearer) {checkoutId, addressId, deliveryCharge, paymentMethod}
//   → { success, message, order: { _id, orderNumber, finalPayableAmount, deliveryDetails, products, … },
//       coinsEarned }.
// The delivery charge is sent because the spec's payload has it; the server works it out itself.

export interface PlacedOrder {
  orderId: string;
  /** The number the shopper is told (LL-2026-000123); '' if the answer lacks it. */
  orderNumber: string;
  coinsEarned: number;
  /** What the confirmation shows (cash to keep ready, delivery day, items); null if unreadable. */
  summary: PlacedOrderSummary | null;
}

export interface PlaceOrderInput {
  checkoutId: string;
  addressId: string;
  deliveryCharge: number;
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const result = settled(
    await apiPost<unknown>('/user/order/create', {
      auth: true,
      body: { ...input, paymentMethod: PAYMENT_METHOD },
    }),
  );
  if (!result.success) throw new ApiRequestError(result);
  const body = result.data as {
    order?: { _id?: unknown; orderNumber?: unknown };
    coinsEarned?: unknown;
  } | null;
  const orderId = typeof body?.order?._id === 'string' ? body.order._id : '';
  if (!orderId) throw new Error('Unreadable order');
  const coins = typeof body?.coinsEarned === 'number' ? Math.trunc(body.coinsEarned) : 0;
  const orderNumber = typeof body?.order?.orderNumber === 'string' ? body.order.orderNumber : '';
  return { orderId, orderNumber, coinsEarned: Math.max(0, coins), summary: readPlacedOrder(body?.order) };
}
