import { ORDER_MESSAGES, type Order, type OrderListResponse } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import { refreshProductSummaries } from '../catalog/summaries-repo.ts';
import { type PlacementDeps, type PlaceOrderInput, placeOrder } from './placement.ts';
import * as views from './view-repo.ts';
import { itemsByOrder, toOrder } from './wire.ts';

export interface OrderDeps extends PlacementDeps {
  db: Db;
  /** Product pages, cards and listings show stock: they are dropped after an order takes some. */
  catalog: Pick<CatalogService, 'invalidateCaches'>;
  /** Told about follow-up work that failed after an order was committed (the order stands). */
  onFollowUpError?: (error: unknown) => void;
}

export interface OrderService {
  /** Places the checkout as an order, or answers the order it already became (created: false). */
  place(userId: string, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }>;
  list(userId: string, page: { page: number; limit: number }): Promise<Omit<OrderListResponse, 'success'>>;
  detail(userId: string, orderId: string): Promise<Order>;
}

export function createOrderService(deps: OrderDeps): OrderService {
  const { db, catalog } = deps;

  async function load(userId: string, orderId: string): Promise<Order> {
    const row = await views.orderOf(db, userId, orderId);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return toOrder(row, await views.itemsOf(db, [row.id]));
  }

  return {
    async place(userId, input) {
      const placement = await placeOrder(db, deps, userId, input);
      if (placement.created) {
        // A size that sold out leaves the listing's size filter. The order stands whatever happens here.
        if (placement.soldOutProductIds.length > 0) {
          await refreshProductSummaries(db, placement.soldOutProductIds).catch((error: unknown) =>
            deps.onFollowUpError?.(error),
          );
        }
        catalog.invalidateCaches();
      }
      const order = placement.written
        ? toOrder(placement.written.order, placement.written.items)
        : await load(userId, placement.orderId);
      return { order, created: placement.created };
    },

    async list(userId, { page, limit }) {
      const [rows, total] = await Promise.all([
        views.ordersPageOf(db, userId, limit, (page - 1) * limit),
        views.countOrdersOf(db, userId),
      ]);
      const lines = itemsByOrder(
        await views.itemsOf(
          db,
          rows.map((r) => r.id),
        ),
      );
      return {
        orders: rows.map((row) => toOrder(row, lines.get(row.id) ?? [])),
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
      };
    },

    detail: load,
  };
}
