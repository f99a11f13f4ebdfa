import type { QueryClient } from '@tanstack/react-query';
import { setAccountData, useAccountQuery } from '../../lib/use-account-query.ts';
import { fetchPlacedOrder, type PlacedOrderSummary } from './api/placed-order.ts';

export const placedOrderKey = (orderId: string) => ['checkout', 'placed-order', orderId] as const;

/** Keeps what the place-order answer said, so the confirmation shows it without asking again. */
export function keepPlacedOrder(client: QueryClient, order: PlacedOrderSummary): void {
  setAccountData(client, placedOrderKey(order.orderId), order);
}

/**
 * The order the confirmation is about: from the place-order answer, or read again by its id (a
 * reload, or the page opened later). Undefined while unknown or when it cannot be read: the page
 * then shows what the navigation brought, so a failure here ends no session.
 */
export function usePlacedOrder(orderId: string | undefined) {
  const state = useAccountQuery(
    placedOrderKey(orderId ?? ''),
    (signal) => fetchPlacedOrder(orderId ?? '', signal),
    {
      enabled: Boolean(orderId),
      expireSession: false,
      // A placed order's lines, amount and promised day do not change.
      staleTime: Number.POSITIVE_INFINITY,
    },
  );
  return { order: state.data, loading: state.loading };
}
