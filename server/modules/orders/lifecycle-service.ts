import type { Order, OrderStatus } from '../../../contract/order.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogService, type CatalogStock, createCatalogStock } from '../catalog/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import { createStockAlertService, type StockAlertService } from '../stock-alerts/index.ts';
import {
  changeOrderStatus,
  type StatusChanged,
  type StatusChangeInput,
  type StatusChangeServices,
} from './lifecycle.ts';
import { readOrder, resolveOrderId } from './reader.ts';
import { SHOPPER_CANCEL, shopperReturn, shopTransition } from './transitions.ts';

// What moves an order after it is placed: the shopper cancels or asks to return it, the shop moves it
// along (the admin route and `npm run order:status`). Every answer is the order as it is afterwards.

export interface OrderLifecycleDeps {
  db: Db;
  /** brandCode names the order (LL-2026-000123) in answers and notifications. */
  config: Pick<Config, 'brandCode' | 'returnWindowDays'>;
  clock: () => Date;
  /** Cancelled and returned orders put stock back: product pages and listings are dropped after. */
  catalog: Pick<CatalogService, 'invalidateCaches'>;
  /** Told about follow-up work that failed after a change was committed (the change stands). */
  onFollowUpError?: (error: unknown) => void;
  /** The other modules a change works with; built here from db, config and clock when not given. */
  coins?: CoinService;
  notifications?: Pick<NotificationService, 'notify'>;
  stockAlerts?: Pick<StockAlertService, 'notifyBackInStock'>;
  /** Listing figures refreshed when stock came back. */
  catalogStock?: Pick<CatalogStock, 'stockChanged'>;
}

export interface ShopperChange {
  reason: string;
  description: string;
}

/** Orders are named by their id or their order number (LL-2026-000123): see resolveOrderId. */
export interface OrderLifecycle {
  cancel(userId: string, orderRef: string, change: ShopperChange): Promise<Order>;
  requestReturn(userId: string, orderRef: string, change: ShopperChange): Promise<Order>;
  /** The shop moves any order; `reason` is its note in the timeline and the shopper's notification. */
  setStatus(orderRef: string, status: OrderStatus, reason?: string): Promise<Order>;
}

export function createOrderLifecycle(deps: OrderLifecycleDeps): OrderLifecycle {
  const { db, clock, catalog } = deps;
  const { brandCode, returnWindowDays } = deps.config;
  const notifications = deps.notifications ?? createNotificationService(deps);
  const services: StatusChangeServices = {
    coins: deps.coins ?? createCoinService(deps),
    notifications,
    stockAlerts: deps.stockAlerts ?? createStockAlertService({ ...deps, notifications }),
  };
  const catalogStock = deps.catalogStock ?? createCatalogStock(deps);

  async function change(named: Omit<StatusChangeInput, 'brandCode'>): Promise<Order> {
    // A number becomes the order's id first (scoped to the shopper); the change itself works on ids.
    const input = { ...named, orderId: await resolveOrderId(db, named.userId, named.orderId), brandCode };
    const changed: StatusChanged = await changeOrderStatus(db, services, clock(), input);
    if (changed.restocked) {
      // A size back in stock returns to the listing's size filter. The change stands whatever happens here.
      if (changed.backInStockProductIds.length > 0) {
        await catalogStock
          .stockChanged(changed.backInStockProductIds)
          .catch((error: unknown) => deps.onFollowUpError?.(error));
      }
      catalog.invalidateCaches();
    }
    return readOrder(db, { brandCode, now: clock(), returnWindowDays }, input.userId, input.orderId);
  }

  const byShopper = (userId: string, orderId: string, c: ShopperChange) => ({
    orderId,
    userId,
    actor: 'shopper' as const,
    reason: c.reason,
    description: c.description === '' ? null : c.description,
  });

  return {
    cancel: (userId, orderId, c) => change({ ...byShopper(userId, orderId, c), transition: SHOPPER_CANCEL }),
    requestReturn: (userId, orderId, c) =>
      change({ ...byShopper(userId, orderId, c), transition: shopperReturn(returnWindowDays) }),
    setStatus: (orderId, status, reason) =>
      change({
        orderId,
        userId: null,
        actor: 'shop',
        transition: shopTransition(status),
        reason: reason ?? null,
        description: null,
      }),
  };
}
