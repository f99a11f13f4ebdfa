import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useStoredToken } from '../../lib/use-stored-token.ts';
import { fetchPlacedOrder, type PlacedOrderSummary } from './api/placed-order.ts';

export const placedOrderKey = (orderId: string) => ['checkout', 'placed-order', orderId] as const;

/** Keeps what the place-order answer said, so the confirmation shows it without asking again. */
export function keepPlacedOrder(client: QueryClient, order: PlacedOrderSummary): void {
  client.setQueryData(placedOrderKey(order.orderId), order);
}

/**
 * The order the confirmation is about: from the place-order answer, or read again by its id (a
 * reload, or the page opened later). Undefined while unknown or when it cannot be read.
 */
export function usePlacedOrder(orderId: string | undefined) {
  const signedIn = useStoredToken() !== null;
  const query = useQuery({
    queryKey: placedOrderKey(orderId ?? ''),
    queryFn: ({ signal }) => fetchPlacedOrder(orderId ?? '', signal),
    enabled: signedIn && Boolean(orderId),
    // A placed order's lines, amount and promised day do not change.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures) => failures < 1,
  });
  return {
    order: query.data,
    loading: Boolean(orderId) && signedIn && query.isPending && query.fetchStatus !== 'idle',
  };
}
