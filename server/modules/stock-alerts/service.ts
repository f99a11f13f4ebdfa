import { backInStockMessage, STOCK_ALERT_MESSAGES } from '../../../contract/stock-alert.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import * as repo from './repo.ts';

// "Tell me when it's back": a shopper may wait for a product that is sold out in every colour and
// size; when any of it comes back (a cancelled or returned order, or new stock), each waiting shopper
// gets one notification and the wait ends.

const PRODUCT_UNKNOWN = 'This product is not available.';

export function createStockAlertService(deps: {
  db: Db;
  clock: () => Date;
  notifications?: Pick<NotificationService, 'notify'>;
}) {
  const { db, clock } = deps;
  const notifications = deps.notifications ?? createNotificationService(deps);

  async function liveProduct(productId: string) {
    const product = await repo.productStock(db, productId);
    if (!product) throw notFound(PRODUCT_UNKNOWN);
    return product;
  }

  return {
    async status(userId: string, productId: string): Promise<boolean> {
      await liveProduct(productId);
      return repo.isWaiting(db, userId, productId);
    },

    /** Only a product sold out everywhere can be waited for: anything else can be ordered now. */
    async subscribe(userId: string, productId: string): Promise<void> {
      const product = await liveProduct(productId);
      if (product.units > 0) throw conflict(STOCK_ALERT_MESSAGES.notSoldOut);
      await repo.addAlert(db, userId, productId, clock());
    },

    async unsubscribe(userId: string, productId: string): Promise<void> {
      await repo.removeAlert(db, userId, productId);
    },

    /**
     * Called in the transaction that put stock back: tells every shopper waiting for one of these
     * products that it is back, once. Products still sold out keep their waits. Returns how many were told.
     */
    async notifyBackInStock(tx: Db, productIds: readonly string[], now: Date): Promise<number> {
      const released = await repo.releaseAlerts(tx, productIds);
      await notifications.notify(
        tx,
        released.map((alert) => ({
          userId: alert.userId,
          title: STOCK_ALERT_MESSAGES.notificationTitle,
          message: backInStockMessage(alert.name),
          notificationType: 'updation' as const,
          ref: `back-in-stock:${alert.productId}:${new Date(alert.createdAt).toISOString()}`,
          createdAt: now,
        })),
      );
      return released.length;
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
