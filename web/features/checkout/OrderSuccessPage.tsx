import { Banknote, Coins, PartyPopper, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProductImage } from '../../components/ProductImage.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { filledText, numberOrNull, recordOr } from '../../lib/read.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { PlacedOrderItem, PlacedOrderSummary } from './api/placed-order.ts';
import {
  CHECKOUT_TEXTS,
  coinsCreditedLater,
  coinsEarned,
  deliveryBy,
  keepReady,
  ORDER_SAYS,
  qtyText,
  sizeText,
} from './checkout-texts.ts';
import type { OrderSuccessState } from './use-place-order.ts';
import { usePlacedOrder } from './use-placed-order.ts';

/** The navigation state Place Order leaves, if the page was reached that way (not on a reload). */
function readState(value: unknown): Partial<OrderSuccessState> {
  const state = recordOr(value);
  const coins = numberOrNull(state.coinsEarned);
  return {
    orderId: filledText(state.orderId) ?? undefined,
    orderNumber: filledText(state.orderNumber) ?? undefined,
    coinsEarned: coins === null ? undefined : Math.trunc(coins),
  };
}

function OrderedItem({ item }: { item: PlacedOrderItem }) {
  return (
    <li className="flex gap-3 text-left" data-testid="ordered-item">
      <div className="w-14 shrink-0 self-start overflow-hidden rounded-lg">
        <ProductImage file={item.image} alt="" width={112} height={140} />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold leading-snug text-ink">{item.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="size-3 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.2)]"
              style={{ backgroundColor: item.color }}
            />
            {item.colorName || item.color}
          </span>
          <span className="whitespace-nowrap">{sizeText(item.size)}</span>
          <span className="whitespace-nowrap">{qtyText(item.quantity)}</span>
        </p>
      </div>
    </li>
  );
}

/** Cash to keep ready, the promised day and what was bought. */
function OrderDetails({ order }: { order: PlacedOrderSummary }) {
  const promised = deliveryBy(order.deliveryDate);
  return (
    <div className="mt-5 w-full rounded-card bg-paper p-4 text-left shadow-soft ring-1 ring-line/60 sm:p-5">
      <p className="flex items-center gap-2 font-bold text-ink" data-testid="keep-ready">
        <Banknote className="size-5 shrink-0 text-leaf" aria-hidden="true" />
        {keepReady(order.payable)}
      </p>
      {promised ? (
        <p className="mt-2 flex items-center gap-2 font-semibold text-leaf" data-testid="delivery-promise">
          <Truck className="size-5 shrink-0" aria-hidden="true" />
          {promised}
        </p>
      ) : null}
      {order.items.length > 0 ? (
        <>
          <h2 className="mt-4 border-t border-dashed border-line pt-4 font-display text-base font-extrabold text-ink">
            {CHECKOUT_TEXTS.orderedItems}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {order.items.map((item) => (
              <OrderedItem key={item._id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * /order-success (rules/accounts §2 Order complete): 'Order Complete', the order number (LL-2026-000123,
 * the one My Orders and notifications show; never the internal id), the cash to keep ready, the
 * promised delivery day, the items and the coins earned, Continue Shopping and View Orders. The
 * navigation state names the order; its details come from the place-order answer or, after a
 * reload, from the order itself (the same day My Orders shows, kept on the order at placement).
 */
export default function OrderSuccessPage() {
  // Drawn again when the language changes.
  useTranslation('shop');
  usePageTitle(ORDER_SAYS.completeTitle);
  const { orderId, orderNumber: stateNumber, coinsEarned: coins } = readState(useLocation().state);
  const { order, loading } = usePlacedOrder(orderId);
  const orderNumber = stateNumber ?? (order?.orderNumber || undefined);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 pb-16 pt-10 text-center md:pt-16">
      <span className="relative grid size-20 place-items-center rounded-full bg-mint" aria-hidden="true">
        <span className="absolute -right-1 -top-1 size-5 rounded-full bg-butter" />
        <span className="absolute -bottom-1 -left-2 size-4 rounded-full bg-blush" />
        <PartyPopper className="size-9 text-leaf" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-black text-ink">{ORDER_SAYS.completeTitle}</h1>
      <p className="mt-2 text-ink-soft">{ORDER_SAYS.completeText}</p>
      {orderNumber ? (
        <p className="mt-5 rounded-2xl bg-paper px-4 py-3 text-sm ring-1 ring-line/60">
          <span className="text-ink-soft">{CHECKOUT_TEXTS.orderNumberLabel}: </span>
          <span className="break-all font-mono font-semibold text-ink" data-testid="order-number">
            {orderNumber}
          </span>
        </p>
      ) : null}
      {order ? <OrderDetails order={order} /> : null}
      {loading ? (
        <div className="mt-5 w-full rounded-card bg-paper p-4 ring-1 ring-line/60">
          <span className="sr-only" role="status">
            {CHECKOUT_TEXTS.loadingOrder}
          </span>
          <Skeleton className="h-5 w-1/2 rounded-full" />
          <Skeleton className="mt-3 h-4 w-2/5 rounded-full" />
          <Skeleton className="mt-4 h-16 w-full rounded-lg" />
        </div>
      ) : null}
      {coins && coins > 0 ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-butter px-4 py-2 text-sm font-bold text-amber-900">
          <Coins className="size-4" aria-hidden="true" />
          {coinsEarned(coins)}
        </p>
      ) : null}
      {coins && coins > 0 ? (
        <p className="mt-1.5 max-w-sm text-xs text-ink-soft">{coinsCreditedLater()}</p>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={ROUTES.home} className={`${buttonStyles.primary} h-12 px-6`}>
          {ORDER_SAYS.continueShopping}
        </Link>
        <Link to={ROUTES.orders} className={`${buttonStyles.secondary} h-12 px-6`}>
          {CHECKOUT_TEXTS.viewOrders}
        </Link>
      </div>
    </div>
  );
}
