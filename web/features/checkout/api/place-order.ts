import { PAYMENT_METHOD } from '../../../../contract/order.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { numberOr, recordOr, textOr } from '../../../lib/read.ts';
import { type PlacedOrderSummary, readPlacedOrder } from './placed-order.ts';

// Placing the order, cash on delivery. The delivery charge is sent because the spec's payload has it;
// the server works it out itself.

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
  const body = recordOr(
    await unwrap(call('orderCreate', { body: { ...input, paymentMethod: PAYMENT_METHOD } })),
  );
  const order = recordOr(body.order);
  const orderId = textOr(order._id);
  if (!orderId) throw new Error('Unreadable order');
  const coins = Math.trunc(numberOr(body.coinsEarned));
  return {
    orderId,
    orderNumber: textOr(order.orderNumber),
    coinsEarned: Math.max(0, coins),
    summary: readPlacedOrder(body.order),
  };
}
