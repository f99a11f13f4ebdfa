import { Truck } from 'lucide-react';
import type { Order } from '../../../../contract/order.ts';
import { longDate, ORDER_TEXTS } from '../order-texts.ts';

const CLOSED = new Set<Order['status']>(['Cancelled', 'Returned']);
const DELIVERED = new Set<Order['status']>(['Delivered', 'Return_Requested']);

/**
 * When it comes (rules/accounts §2, §4): the promised day, 'Processing' while none was promised; the day it
 * came once delivered; nothing for an order that will not come.
 */
export function DeliveryNote({ order }: { order: Order }) {
  if (CLOSED.has(order.status)) return null;
  const delivered = DELIVERED.has(order.status);
  const label = delivered ? ORDER_TEXTS.deliveredOn : ORDER_TEXTS.expectedDelivery;
  const date = delivered
    ? longDate(order.deliveredAt) || longDate(order.deliveryDetails.deliveryDate)
    : longDate(order.deliveryDetails.deliveryDate);
  if (delivered && !date) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-ink-soft" data-testid="delivery-note">
      <Truck className="size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>
        {label}: <span className="font-semibold text-ink">{date || ORDER_TEXTS.processing}</span>
      </span>
    </p>
  );
}
