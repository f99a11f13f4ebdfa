import { randomUUID } from 'node:crypto';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { codCovers, codOverLimitMessage } from '../../../contract/delivery.ts';
import {
  codUnavailableForItems,
  INITIAL_ORDER_STATUS,
  ORDER_MESSAGES,
  PAYMENT_METHOD,
} from '../../../contract/order.ts';
import { rupeesFigure } from '../../../contract/rupees.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import {
  type CheckoutLineRow,
  type CheckoutService,
  type CouponRow,
  couponRefusal,
  type PricedLine,
  priceCheckout,
  purchaseCoins,
} from '../checkout/index.ts';
import type { CoinService } from '../coins/index.ts';
import type { DeliveryService } from '../delivery/index.ts';
import type { NotificationService } from '../notifications/index.ts';
import * as repo from './placement-repo.ts';
import { orderNumberOf } from './wire.ts';

// Placing a cash-on-delivery order from a checkout: one transaction that either does everything
// (stock taken, coupon counted, coins moved, order and lines written, cart lines removed, shopper
// notified) or nothing. The checkout is priced again here from the catalogue as it is now, with the
// same rule the checkout page shows (checkout/pricing.ts); the client's figures are never read.

export type PlacementConfig = Pick<
  Config,
  'coinValue' | 'delivery' | 'coinsPer100Rupees' | 'brandCode' | 'returnWindowDays'
>;

export interface PlacementDeps {
  config: PlacementConfig;
  clock: () => Date;
  delivery: Pick<DeliveryService, 'estimate'>;
}

/** The other modules a placement works with; each call takes the order's transaction. */
export interface PlacementServices {
  checkout: Pick<CheckoutService, 'lockForOrder' | 'ordersCountedForFirstOrder'>;
  coins: Pick<CoinService, 'creditFinalOrders' | 'balance' | 'spendOnOrder'>;
  notifications: Pick<NotificationService, 'notifyStatement'>;
}

export interface PlaceOrderInput {
  checkoutId: string;
  addressId: string;
}

export interface Placement {
  orderId: string;
  /** False when the checkout had already become this order (a repeated or parallel call). */
  created: boolean;
  /** The rows written for a new order (null when it existed before). */
  written: repo.WrittenOrder | null;
  /** Products with a size that sold out with this order (their listing summaries need a refresh). */
  soldOutProductIds: string[];
  /** The shopper's contact as the new order's transaction read it (null when it existed before). */
  contact: repo.ShopperContact | null;
}

/** Rupees as the shopper reads them: 1,299 or 1,299.50. */
export const amountText = (paise: number) => rupeesFigure(toRupees(paise));

/** Names the order by its order number (LL-2026-000123). */
export const placedMessage = (orderNumber: string, finalPaise: number) =>
  ORDER_MESSAGES.placedNotificationMessage
    .replace('{id}', orderNumber)
    .replace('{total}', amountText(finalPaise));

/** Stock is taken in one stable order in every transaction, so two orders never deadlock. */
const byVariantAndSize = (a: PricedLine, b: PricedLine) => {
  const va = a.row.variantId ?? '';
  const vb = b.row.variantId ?? '';
  if (va !== vb) return va < vb ? -1 : 1;
  return a.row.size < b.row.size ? -1 : a.row.size > b.row.size ? 1 : 0;
};

function orderItem(line: PricedLine, position: number): repo.NewOrderItem {
  const row: CheckoutLineRow = line.row;
  return {
    productId: row.productId,
    variantId: row.variantId as string,
    size: row.size,
    quantity: row.quantity,
    unitPrice: line.unitPaise,
    mrp: line.mrpPaise,
    productName: row.productName ?? row.snapshotName,
    image: row.images?.[0] ?? row.snapshotImage,
    color: row.color ?? row.snapshotColor,
    colorName: row.colorName ?? row.snapshotColorName,
    position,
  };
}

/** The checkout's coupon when this shopper may still use it now; refusals are the shopper's message. */
async function usableCoupon(
  tx: Db,
  checkout: PlacementServices['checkout'],
  couponId: string,
  userId: string,
  now: Date,
  subtotal: number,
): Promise<CouponRow> {
  const coupon = await repo.lockCoupon(tx, couponId);
  if (!coupon) throw badRequest(CHECKOUT_MESSAGES.couponUnknown);
  const { userUses } = await repo.couponUsesOf(tx, couponId, userId);
  // The checkout's own count of "orders so far" (cancelled ones are not), so what the checkout page
  // accepted is what placing accepts.
  const userOrders = await checkout.ordersCountedForFirstOrder(userId, tx);
  const refusal = couponRefusal(coupon, { now, subtotal, userUses, userOrders });
  if (refusal) throw badRequest(refusal);
  if (!(await repo.claimCoupon(tx, couponId))) throw badRequest(CHECKOUT_MESSAGES.couponUsedUp);
  return coupon;
}

export async function placeOrder(
  db: Db,
  deps: PlacementDeps & PlacementServices,
  userId: string,
  input: PlaceOrderInput,
): Promise<Placement> {
  try {
    return await placeInTransaction(db, deps, userId, input);
  } catch (error) {
    // The same checkout placed at the same moment by another call, which committed first (the lock
    // read of the checkout saw the moment before): answer the order it became.
    if (!isUniqueViolation(error, 'orders_checkout_key')) throw error;
    const existing = await repo.orderIdOfCheckout(db, input.checkoutId);
    if (!existing) throw error;
    return { orderId: existing, created: false, written: null, soldOutProductIds: [], contact: null };
  }
}

/**
 * The order's transaction, in as few round trips as the rules allow (docs/bench.md, "Order placement
 * at 300 orders/s"): the checkout locked with its lines (one statement), the shopper locked with the
 * address (one; BEGIN travels with the first), the coupon and coins only when the checkout uses
 * them, then one statement writing the order and taking the stock, which carries the COMMIT.
 */
async function placeInTransaction(
  db: Db,
  deps: PlacementDeps & PlacementServices,
  userId: string,
  input: PlaceOrderInput,
): Promise<Placement> {
  const { config, clock, delivery, coins, notifications } = deps;
  return inTransaction(db, async (tx) => {
    const now = clock();
    const checkout = await deps.checkout.lockForOrder(tx, userId, input.checkoutId, now);
    if (!checkout) throw notFound(CHECKOUT_MESSAGES.notFound);
    if (checkout.orderId)
      return {
        orderId: checkout.orderId,
        created: false,
        written: null,
        soldOutProductIds: [],
        contact: null,
      };

    const rows = checkout.lines;
    const rule = { coinValue: config.coinValue, delivery: config.delivery };
    const goods = priceCheckout({ rows, coupon: null, coinsApplied: 0, coinBalance: 0, ...rule });
    const notCash = rows.filter((r) => r.codAvailable === false);
    // An order number is drawn only for an order that can still be placed.
    const sellable = rows.length > 0 && notCash.length === 0 && !goods.hasUnavailable;
    const shopper = await repo.lockShopperForOrder(tx, userId, input.addressId, sellable);
    const address = shopper.address;
    if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
    const estimate = delivery.estimate(address.pincode);
    if (!estimate.success) throw badRequest(ORDER_MESSAGES.codUnavailable);
    if (rows.length === 0) throw badRequest(CHECKOUT_MESSAGES.cartEmpty);
    if (notCash.length > 0) {
      throw badRequest(codUnavailableForItems(notCash.map((r) => r.productName ?? r.snapshotName)));
    }
    if (goods.hasUnavailable) throw badRequest(CHECKOUT_MESSAGES.insufficientStock);

    // From here on this shopper's coins and coupon uses cannot change under us (the shopper is locked).
    // A shopper the shop has blocked cannot order (a block takes the same row lock).
    if (shopper.blocked) throw forbidden(ADMIN_PEOPLE_MESSAGES.accountBlocked);
    const coupon = checkout.couponId
      ? await usableCoupon(tx, deps.checkout, checkout.couponId, userId, now, goods.subtotal)
      : null;
    // Orders that became final since the shopper last looked count before the balance is read.
    if (checkout.coinsApplied > 0) await coins.creditFinalOrders(tx, now, userId);
    const balance = checkout.coinsApplied > 0 ? await coins.balance(userId, tx) : 0;
    const totals = priceCheckout({
      rows,
      coupon,
      coinsApplied: checkout.coinsApplied,
      coinBalance: balance,
      ...rule,
    });
    // The checkout marks an address whose cash limit this order passes; this is the same rule, kept.
    const cash = toRupees(totals.final);
    if (!codCovers(estimate.codLimit, cash))
      throw badRequest(codOverLimitMessage(estimate.codLimit ?? 0, cash));
    if (shopper.orderNumber === null) throw new Error('no order number was drawn for a sellable order');

    const orderId = randomUUID();
    const coinsEarned = purchaseCoins(totals.final, config.coinsPer100Rupees);
    const order: repo.NewOrder = {
      id: orderId,
      number: shopper.orderNumber,
      userId,
      checkoutId: checkout.id,
      status: INITIAL_ORDER_STATUS,
      paymentMethod: PAYMENT_METHOD,
      itemsTotal: totals.subtotal,
      mrpTotal: totals.mrpTotal,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponDiscount: totals.couponDiscount,
      coinsUsed: totals.coinsUsed,
      coinDiscount: totals.coinDiscount,
      deliveryCharge: totals.delivery,
      finalPayable: totals.final,
      coinsEarned,
      shippingAddress: { ...address },
      expectedDelivery: estimate.estimatedDate,
      createdAt: now,
      updatedAt: now,
    };

    // The coins this order earns (coinsEarned) are pending: they are credited once it is delivered and
    // its return window has closed (the coins module's creditFinalOrders), so they cannot be spent and
    // then cancelled away.
    await coins.spendOnOrder(tx, { id: orderId, userId, coins: totals.coinsUsed });
    if (checkout.source === 'cart') {
      await repo.removeFromCart(
        tx,
        userId,
        totals.lines.map((l) => ({ variantId: l.row.variantId as string, size: l.row.size })),
      );
    }

    // Last, in one statement that commits with it: the stock every buyer of a popular size competes
    // for, the order, its lines and history, the coupon's use and the shopper's notification. The
    // sizes are held only until that statement's own COMMIT.
    const placed = orderNumberOf(config.brandCode, { number: order.number, createdAt: now });
    const notice = notifications.notifyStatement(tx, [
      {
        userId,
        title: ORDER_MESSAGES.placedNotificationTitle,
        message: placedMessage(placed, totals.final),
        notificationType: 'order',
        ref: `order-placed:${orderId}`,
        createdAt: now,
      },
    ]);
    const takes = [...totals.lines].sort(byVariantAndSize).map((l) => ({
      variantId: l.row.variantId as string,
      size: l.row.size,
      quantity: l.row.quantity,
    }));
    const redemption = coupon
      ? [repo.redemptionInsert(tx, { couponId: coupon.id, userId, orderId, createdAt: now })]
      : [];
    // The order commits with this statement: nothing after it may touch the database or fail.
    const { written, left } = await repo
      .writeOrder(tx, order, totals.lines.map(orderItem), takes, [notice, ...redemption])
      .catch((error: unknown) => {
        throw repo.isStockShort(error) ? badRequest(CHECKOUT_MESSAGES.insufficientStock) : error;
      });
    const soldOut = new Set<string>();
    for (const line of totals.lines) {
      if (left.get(repo.stockKey(line.row.variantId as string, line.row.size)) === 0)
        soldOut.add(line.row.productId);
    }
    return { orderId, created: true, written, soldOutProductIds: [...soldOut], contact: shopper.contact };
  });
}
