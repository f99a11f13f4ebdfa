import { ALERT_MESSAGES, ALERTS_MAX, type Alert, type AlertAddBody } from '../../../contract/alerts.ts';
import { isLanguage } from '../../../contract/language.ts';
import { displayPrice } from '../../../contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import {
  type CardRow,
  type CatalogStock,
  createCatalogStock,
  findSize,
  findVariant,
  type VariantRow,
} from '../catalog/index.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import { type AlertMessages, type Fired, noticeOf, productPath } from './messages.ts';
import * as repo from './repo.ts';

// "Notify me": a shopper waits for a sold-out product, colour or size to come back, or for a colour's
// price to fall below the one they saw. Every change to stock or prices (console writes, offers starting
// and ending, cancelled and returned orders) calls tellWaitingShoppers in its transaction: each alert
// that now holds is taken (so it is told once), the shopper gets a notification linking to the product,
// and after the commit an SMS and an email where the account has them.

export interface AlertDeps {
  db: Db;
  clock: () => Date;
  notifications?: Pick<NotificationService, 'notify'>;
  /** The catalogue as a sale reads it: colours, sizes, stock and offers now, never from a cache. */
  catalogStock?: Pick<CatalogStock, 'product'>;
  /** SMS and email besides the in-app notification; left out, shoppers are told in-app only. */
  messages?: AlertMessages;
}

/** Units left in a colour (or in every colour when none is named). */
const unitsOf = (variants: readonly VariantRow[]) =>
  variants.reduce((sum, v) => sum + v.sizes.reduce((n, s) => n + Math.max(0, s.stock), 0), 0);

/** The price the product page shows for the colour (contract/pricing.ts: offer price while an offer runs). */
const priceOf = (product: CardRow, variant: VariantRow) => displayPrice(product, variant);

function toAlert(row: repo.AlertRow): Alert {
  return {
    _id: row._id,
    productId: row.productId,
    productName: row.productName,
    image: row.image ?? null,
    color: row.color,
    colorName: row.colorName ?? null,
    size: row.size,
    kind: row.kind,
    priceAt: row.priceAt === null ? null : toRupees(Number(row.priceAt)),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Whether an alert holds now, and what the shopper is told about it. */
function check(product: CardRow, alert: repo.WaitingAlert) {
  const variants = product.variants ?? [];
  const variant = alert.color === null ? undefined : findVariant(variants, { color: alert.color });
  // A colour that is gone can never come back or fall in price: its alert waits until removed.
  if (alert.color !== null && !variant) return null;
  if (alert.kind === 'price-drop') {
    const price = variant ? priceOf(product, variant) : null;
    const holds = price !== null && alert.priceAt !== null && price < Number(alert.priceAt);
    return holds ? { colourName: variant?.colorName ?? null, price } : null;
  }
  const inStock = !variant
    ? unitsOf(variants) > 0
    : alert.size === null
      ? unitsOf([variant]) > 0
      : (findSize(variant, alert.size)?.stock ?? 0) > 0;
  return inStock ? { colourName: variant?.colorName ?? null, price: null } : null;
}

export function createAlertService(deps: AlertDeps) {
  const { db, clock } = deps;
  const notifications = deps.notifications ?? createNotificationService(deps);
  const catalogStock = deps.catalogStock ?? createCatalogStock(deps);

  return {
    async list(userId: string): Promise<Alert[]> {
      return (await repo.alertsOf(db, userId)).map(toAlert);
    },

    /**
     * Adds the shopper's alert, or answers the one they already have. Back in stock is refused for what
     * can be ordered now; a price drop watches the colour's price as the product page shows it.
     */
    async add(userId: string, body: AlertAddBody): Promise<{ alert: Alert; message: string }> {
      const product = await catalogStock.product(body.productId);
      if (!product) throw notFound(ALERT_MESSAGES.productUnknown);
      const variants = product.variants ?? [];
      const variant = body.color === undefined ? undefined : findVariant(variants, { color: body.color });
      if (body.color !== undefined && !variant) throw badRequest(ALERT_MESSAGES.colourUnknown);
      const size = variant && body.size !== undefined ? findSize(variant, body.size) : undefined;
      if (body.size !== undefined && !size) throw badRequest(ALERT_MESSAGES.sizeUnknown);

      let priceAt: number | null = null;
      if (body.kind === 'back-in-stock') {
        if (size && size.stock > 0) throw conflict(ALERT_MESSAGES.sizeInStock);
        if (variant && !size && unitsOf([variant]) > 0) throw conflict(ALERT_MESSAGES.colourInStock);
        if (!variant && unitsOf(variants) > 0) throw conflict(ALERT_MESSAGES.productInStock);
      } else {
        // The body's rules leave no price drop without a colour.
        priceAt = variant ? priceOf(product, variant) : null;
        if (priceAt === null) throw badRequest(ALERT_MESSAGES.colourRequired);
      }

      const wait: repo.Wait = {
        userId,
        productId: product._id,
        kind: body.kind,
        color: variant?.color ?? null,
        size: size?.size ?? null,
        priceAt,
      };
      const id = await inTransaction(db, async (tx) => {
        await repo.lockShopper(tx, userId);
        const existing = await repo.findWait(tx, wait);
        if (!existing && (await repo.waitingCount(tx, userId)) >= ALERTS_MAX)
          throw conflict(ALERT_MESSAGES.tooMany);
        return repo.saveWait(tx, wait, clock());
      });
      const [row] = await repo.alertsOf(db, userId, id);
      if (!row) throw notFound(ALERT_MESSAGES.notFound);
      const message =
        body.kind === 'price-drop' ? ALERT_MESSAGES.priceDropAdded : ALERT_MESSAGES.backInStockAdded;
      return { alert: toAlert(row), message };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.removeAlert(db, userId, id))) throw notFound(ALERT_MESSAGES.notFound);
    },

    /**
     * Called in the transaction that changed stock or prices of these products: tells every shopper
     * whose alert now holds, once (the alert is taken), in-app now and by SMS and email after the
     * commit. Alerts that do not hold yet keep waiting. Returns how many shoppers were told.
     */
    async tellWaitingShoppers(tx: Db, productIds: readonly string[], now: Date): Promise<number> {
      const waiting = await repo.waitingOn(tx, [...new Set(productIds)]);
      if (waiting.length === 0) return 0;
      const holding = new Map<
        string,
        { colourName: string | null; price: number | null; product: CardRow }
      >();
      for (const productId of new Set(waiting.map((a) => a.productId))) {
        // Unknown or inactive products have no card: nothing of theirs can be ordered, nobody is told.
        const product = await catalogStock.product(productId, tx);
        if (!product) continue;
        for (const alert of waiting.filter((a) => a.productId === productId)) {
          const holds = check(product, alert);
          if (holds) holding.set(alert.id, { ...holds, product });
        }
      }
      const taken = await repo.takeAlerts(tx, [...holding.keys()]);
      const fired: Fired[] = taken.flatMap((alert) => {
        const about = holding.get(alert.id);
        if (!about) return [];
        return [
          {
            alertId: alert.id,
            userId: alert.userId,
            kind: alert.kind,
            productId: alert.productId,
            productName: about.product.name,
            colourName: about.colourName,
            size: alert.size,
            price: about.price,
            priceAt: alert.priceAt === null ? null : Number(alert.priceAt),
            phone: alert.phone,
            email: alert.email,
            name: alert.name,
            language: isLanguage(alert.language) ? alert.language : null,
          },
        ];
      });
      await notifications.notify(
        tx,
        fired.map((one) => ({
          userId: one.userId,
          ...noticeOf(one),
          notificationType: one.kind === 'price-drop' ? ('offerOnProduct' as const) : ('updation' as const),
          ref: `alert:${one.alertId}`,
          link: productPath(one.productId),
          createdAt: now,
        })),
      );
      const { messages } = deps;
      if (messages && fired.length > 0) afterCommit(tx, () => messages.send(fired));
      return fired.length;
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
