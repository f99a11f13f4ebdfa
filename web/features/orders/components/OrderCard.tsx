import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../../../contract/order.ts';
import { routePath } from '../../../../contract/routes.ts';
import { formatRupees } from '../../../lib/format.ts';
import { longDate, ORDER_TEXTS, orderHeading } from '../order-texts.ts';
import { DeliveryNote } from './DeliveryNote.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderLineItem } from './OrderLineItem.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** One order on My Orders: number, placed date, status, its lines, delivery, total and actions. */
export function OrderCard({ order }: { order: Order }) {
  const heading = orderHeading(order.orderNumber);
  const headingId = `order-${order._id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      className="overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60"
    >
      <header className="border-b border-line/70 bg-cream/60 px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2
            id={headingId}
            className="whitespace-nowrap font-display text-base font-extrabold text-ink sm:text-lg"
          >
            {heading}
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">
          {ORDER_TEXTS.placedOn}{' '}
          <time dateTime={order.createdAt} className="font-semibold text-ink">
            {longDate(order.createdAt)}
          </time>
        </p>
      </header>
      <ul className="flex flex-col gap-3 px-4 py-4 sm:px-5">
        {order.products.map((line) => (
          <li key={line._id}>
            <OrderLineItem line={line} />
          </li>
        ))}
      </ul>
      <footer className="flex flex-col gap-3 border-t border-dashed border-line px-4 py-3 sm:px-5 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <DeliveryNote order={order} />
          <p className="text-sm text-ink-soft">
            {ORDER_TEXTS.total}:{' '}
            <span className="font-display text-lg font-extrabold text-ink" data-testid="order-total">
              {formatRupees(order.finalPayableAmount)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderActions order={order} />
          <Link
            to={routePath('singleOrder', { id: order._id })}
            aria-label={`${ORDER_TEXTS.viewOrder} #${order.orderNumber}`}
            className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-accent hover:bg-accent-soft"
          >
            {ORDER_TEXTS.viewOrder}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </footer>
    </article>
  );
}
