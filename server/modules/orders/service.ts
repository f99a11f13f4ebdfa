import type { Order, OrderListResponse } from '../../../contract/order.ts';
import type { Db } from '../../db/client.ts';
import type { ShopMetrics } from '../../platform/index.ts';
import type { AlertService } from '../alerts/index.ts';
import { type CatalogService, type CatalogStock, createCatalogStock } from '../catalog/index.ts';
import { createCheckoutService } from '../checkout/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle-service.ts';
import type { OrderMessages } from './order-messages.ts';
import { type PlacementDeps, type PlacementServices, type PlaceOrderInput, placeOrder } from './placement.ts';
import { readOrder, readOrders, resolveOrderId } from './reader.ts';
import * as views from './view-repo.ts';
import { type OrderView, toOrder } from './wire.ts';

export interface OrderDeps extends PlacementDeps {
  db: Db;
  /**
   * Product pages, cards and listings show stock: an order's products are dropped after it takes
   * some, and every cached answer when it sells a size out (the size filters change).
   */
  catalog: Pick<CatalogService, 'invalidateCaches' | 'stockTaken'>;
  /** Told about follow-up work that failed after an order was committed (the order stands). */
  onFollowUpError?: (error: unknown) => void;
  /** Counts the orders placed. */
  metrics?: Pick<ShopMetrics, 'orderPlaced'>;
  /** The other modules an order works with; built here from db, config and clock when not given. */
  checkout?: PlacementServices['checkout'];
  coins?: CoinService;
  notifications?: Pick<NotificationService, 'notify' | 'notifyStatement'>;
  alerts?: Pick<AlertService, 'tellWaitingShoppers'>;
  /** Listing figures refreshed when an order sold a size out or a change put stock back. */
  catalogStock?: Pick<CatalogStock, 'stockChanged'>;
  /** The shop's one lifecycle (the composition root's); built here only for tests that give none. */
  lifecycle?: OrderLifecycle;
  /** The shopper's SMS and email about a new order (and, in a lifecycle built here, its changes). */
  messages?: OrderMessages;
}

export interface OrderService extends OrderLifecycle {
  /** Places the checkout as an order, or answers the order it already became (created: false). */
  place(userId: string, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }>;
  list(userId: string, page: { page: number; limit: number }): Promise<Omit<OrderListResponse, 'success'>>;
  /** One of the shopper's orders, named by its id or its order number (LL-2026-000123). */
  detail(userId: string, orderRef: string): Promise<Order>;
}

export function createOrderService(deps: OrderDeps): OrderService {
  const { db, catalog, clock } = deps;
  const coins = deps.coins ?? createCoinService(deps);
  const notifications = deps.notifications ?? createNotificationService(deps);
  const catalogStock = deps.catalogStock ?? createCatalogStock(deps);
  const placement = {
    ...deps,
    coins,
    notifications,
    checkout: deps.checkout ?? createCheckoutService({ ...deps, coins }),
  };
  const view = (): OrderView => ({
    brandCode: deps.config.brandCode,
    now: clock(),
    returnWindowDays: deps.config.returnWindowDays,
  });

  return {
    ...(deps.lifecycle ?? createOrderLifecycle({ ...deps, coins, notifications, catalogStock })),

    async place(userId, input) {
      const placed = await placeOrder(db, placement, userId, input);
      if (placed.created) {
        deps.metrics?.orderPlaced();
        // A size that sold out leaves the listing's size filter. The order stands whatever happens here.
        if (placed.soldOutProductIds.length > 0) {
          await catalogStock
            .stockChanged(placed.soldOutProductIds)
            .catch((error: unknown) => deps.onFollowUpError?.(error));
          catalog.invalidateCaches();
        } else {
          // Only the ordered products' stock figures moved: the listings, totals, anchors and search
          // words worked out for every shopper stay (a busy morning's orders no longer empty them).
          catalog.stockTaken([...new Set(placed.written?.items.map((item) => item.productId) ?? [])]);
        }
        if (placed.written)
          await deps.messages
            ?.placed(placed.written.order, placed.contact ?? undefined)
            .catch((error: unknown) => deps.onFollowUpError?.(error));
      }
      const written = placed.written;
      const order = written
        ? toOrder(written.order, written.items, written.history, view())
        : await readOrder(db, view(), userId, placed.orderId);
      return { order, created: placed.created };
    },

    async list(userId, { page, limit }) {
      const [rows, total] = await Promise.all([
        views.ordersPageOf(db, userId, limit, (page - 1) * limit),
        views.countOrdersOf(db, userId),
      ]);
      return {
        orders: await readOrders(db, view(), rows),
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
      };
    },

    detail: async (userId, orderRef) =>
      readOrder(db, view(), userId, await resolveOrderId(db, userId, orderRef)),
  };
}
