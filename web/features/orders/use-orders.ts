import { useCallback } from 'react';
import { ORDERS_PAGE_DEFAULT, type Order } from '../../../contract/order.ts';
import { useAccountQuery } from '../../lib/use-account-query.ts';
import { fetchOrders } from './api/list-orders.ts';
import { fetchOrder } from './api/view-order.ts';

// The shopper's orders in the query cache: one page of the list under ['orders', 'list', page] and
// one order under ['orders', 'detail', id], so a cancel or a return reloads both with ['orders'].

export const ORDERS_PER_PAGE = ORDERS_PAGE_DEFAULT;
export const ordersQueryKey = ['orders'] as const;
export const orderListKey = (page: number) => ['orders', 'list', page] as const;
export const orderDetailKey = (id: string) => ['orders', 'detail', id] as const;

export function useOrderList(page: number) {
  const load = useCallback((signal: AbortSignal) => fetchOrders(page, ORDERS_PER_PAGE, signal), [page]);
  return useAccountQuery(orderListKey(page), load);
}

/** The order, `null` when the shopper has no such order (404). */
export function useOrderDetail(id: string) {
  const load = useCallback((signal: AbortSignal): Promise<Order | null> => fetchOrder(id, signal), [id]);
  return useAccountQuery(orderDetailKey(id), load);
}
