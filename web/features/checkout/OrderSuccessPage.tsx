import { Coins, PartyPopper } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CHECKOUT_TEXTS, coinsCreditedLater, coinsEarned } from './checkout-texts.ts';
import type { OrderSuccessState } from './use-place-order.ts';

/** The navigation state Place Order leaves, if the page was reached that way (not on a reload). */
function readState(value: unknown): Partial<OrderSuccessState> {
  if (typeof value !== 'object' || value === null) return {};
  const { orderId, orderNumber, coinsEarned: coins } = value as Record<string, unknown>;
  return {
    orderId: typeof orderId === 'string' && orderId ? orderId : undefined,
    orderNumber: typeof orderNumber === 'string' && orderNumber ? orderNumber : undefined,
    coinsEarned: typeof coins === 'number' && Number.isFinite(coins) ? Math.trunc(coins) : undefined,
  };
}

/**
 * /order-success (accounts §2 Order complete): 'Order Complete', the order number (LL-2026-000123,
 * the one My Orders and notifications show; never the internal id) and the coins earned from the
 * navigation state, Continue Shopping and View Orders. A reload keeps the words and the way on.
 */
export default function OrderSuccessPage() {
  usePageTitle(ORDER_MESSAGES.completeTitle);
  const { orderNumber, coinsEarned: coins } = readState(useLocation().state);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 pb-16 pt-10 text-center md:pt-16">
      <span className="relative grid size-20 place-items-center rounded-full bg-mint" aria-hidden="true">
        <span className="absolute -right-1 -top-1 size-5 rounded-full bg-butter" />
        <span className="absolute -bottom-1 -left-2 size-4 rounded-full bg-blush" />
        <PartyPopper className="size-9 text-leaf" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-black text-ink">{ORDER_MESSAGES.completeTitle}</h1>
      <p className="mt-2 text-ink-soft">{ORDER_MESSAGES.completeText}</p>
      {orderNumber ? (
        <p className="mt-5 rounded-2xl bg-paper px-4 py-3 text-sm ring-1 ring-line/60">
          <span className="text-ink-soft">{CHECKOUT_TEXTS.orderNumberLabel}: </span>
          <span className="break-all font-mono font-semibold text-ink" data-testid="order-number">
            {orderNumber}
          </span>
        </p>
      ) : null}
      {coins && coins > 0 ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-butter px-4 py-2 text-sm font-bold text-amber-900">
          <Coins className="size-4" aria-hidden="true" />
          {coinsEarned(coins)}
        </p>
      ) : null}
      {coins && coins > 0 ? (
        <p className="mt-1.5 max-w-sm text-xs text-ink-soft">{coinsCreditedLater}</p>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={ROUTES.home} className={`${buttonStyles.primary} h-12 px-6`}>
          {ORDER_MESSAGES.continueShopping}
        </Link>
        <Link to={ROUTES.orders} className={`${buttonStyles.secondary} h-12 px-6`}>
          {CHECKOUT_TEXTS.viewOrders}
        </Link>
      </div>
    </div>
  );
}
