import { CHECKOUT_MESSAGES, type Checkout, type CouponSummary } from '../../../contract/checkout.ts';
import { COD_MESSAGES } from '../../../contract/delivery.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { type CatalogStock, createCatalogStock, findSize, findVariant } from '../catalog/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import { cartCheckoutLines } from './cart-lines.ts';
import { couponByCode, couponById, couponHistory, couponsOpenAt } from './coupons-repo.ts';
import { ordersCountedForFirstOrder } from './first-order.ts';
import {
  type CheckoutForOrder,
  type CheckoutLineRow,
  cartLines,
  checkoutLines,
  lockCheckoutForOrder,
} from './lines-repo.ts';
import { placedOrder } from './placed-repo.ts';
import {
  type CheckoutTotals,
  type CouponRow,
  coinsCovering,
  couponDiscount,
  couponRefusal,
  priceCheckout,
} from './pricing.ts';
import * as repo from './repo.ts';
import { type CheckoutContext, placedCheckout, toCheckout } from './view.ts';

// The checkout's rules (rules/accounts §3–§5, §8; rules/storefront §7, §8). The shopper is
// always the token's user: another shopper's cart or checkout is simply not found. Nothing the client
// says about prices is believed; every answer is priced by pricing.ts from the catalogue now.

export interface BuyNowInput {
  productId: string;
  quantity: number;
  color: string;
  colorName?: string | undefined;
  size: string;
}

export interface CheckoutAnswer {
  checkout: Checkout;
  /** Set when the applied coupon no longer applies (the checkout is priced without it). */
  message?: string;
}

export interface CheckoutService {
  createFromCart(userId: string, cartId: string): Promise<Checkout>;
  buyNow(userId: string, input: BuyNowInput): Promise<Checkout>;
  view(userId: string, checkoutId: string): Promise<CheckoutAnswer>;
  coupons(userId: string, checkoutId: string): Promise<CouponSummary[]>;
  applyCoupon(userId: string, checkoutId: string, code: string): Promise<Checkout>;
  removeCoupon(userId: string, checkoutId: string): Promise<Checkout>;
  applyCoins(userId: string, checkoutId: string): Promise<Checkout>;
  removeCoins(userId: string, checkoutId: string): Promise<Checkout>;

  // What placing an order from a checkout reads, inside the order's transaction (orders/placement.ts).

  /**
   * The shopper's checkout, locked until the transaction ends, with the order made from it and its
   * lines joined to the catalogue at `now` (one round trip); undefined for another's or an unknown id.
   */
  lockForOrder(tx: Db, userId: string, checkoutId: string, now: Date): Promise<CheckoutForOrder | undefined>;
  /** The checkout's lines joined to the catalogue as it is at `now`, for pricing.ts. */
  linesAt(checkoutId: string, now: Date, db?: Db): Promise<CheckoutLineRow[]>;
  /** Orders of the shopper that count for a first-order-only coupon (first-order.ts). */
  ordersCountedForFirstOrder(userId: string, db?: Db): Promise<number>;
}

export interface CheckoutDeps {
  db: Db;
  clock: () => Date;
  config: Pick<Config, 'coinValue' | 'delivery' | 'returnWindowDays'>;
  coins?: CoinService;
  /** Products, colours and sizes as they are now (Buy Now). */
  products?: Pick<CatalogStock, 'product'>;
}

/** Everything one answer about a checkout needs, priced at one moment. */
interface Priced {
  row: repo.CheckoutRow;
  balance: number;
  pending: number;
  /** The applied coupon when it still applies. */
  coupon: CouponRow | null;
  /** Why the applied coupon no longer applies (null: it does, or there is none). */
  couponProblem: string | null;
  totals: CheckoutTotals;
  history: { orders: number; uses: Map<string, number> };
  now: Date;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const { db, clock, config } = deps;
  const coins = deps.coins ?? createCoinService(deps);
  const products = deps.products ?? createCatalogStock(deps);
  const context = (row: repo.CheckoutRow, balance: number, pending: number): CheckoutContext => ({
    checkoutId: row.id,
    orderId: row.orderId,
    coinBalance: balance,
    pendingCoins: pending,
    coinValue: config.coinValue,
    freeDeliveryFromPaise: config.delivery.freeFromPaise,
  });

  async function own(userId: string, checkoutId: string): Promise<repo.CheckoutRow> {
    const row = await repo.checkoutOf(db, userId, checkoutId);
    if (!row) throw notFound(CHECKOUT_MESSAGES.notFound);
    return row;
  }

  async function ownOpen(userId: string, checkoutId: string): Promise<repo.CheckoutRow> {
    const row = await own(userId, checkoutId);
    if (row.orderId) throw conflict(CHECKOUT_MESSAGES.alreadyOrdered);
    return row;
  }

  /** The spendable balance (orders that became final are credited first) and the coins still pending. */
  async function coinsOf(userId: string, now: Date): Promise<{ balance: number; pending: number }> {
    await coins.creditFinalOrders(db, now, userId);
    const [balance, pending] = await Promise.all([coins.balance(userId), coins.pending(userId)]);
    return { balance, pending };
  }

  async function price(userId: string, row: repo.CheckoutRow): Promise<Priced> {
    const now = clock();
    const [rows, { balance, pending }, applied, history] = await Promise.all([
      checkoutLines(db, row.id, now),
      coinsOf(userId, now),
      row.couponId ? couponById(db, row.couponId) : Promise.resolve(undefined),
      couponHistory(db, userId),
    ]);
    const base = { rows, coinsApplied: row.coinsApplied, coinBalance: balance };
    const rule = { coinValue: config.coinValue, delivery: config.delivery };
    const plain = priceCheckout({ ...base, ...rule, coupon: null });
    const couponProblem = applied
      ? couponRefusal(applied, {
          now,
          subtotal: plain.subtotal,
          userUses: history.uses.get(applied.id) ?? 0,
          userOrders: history.orders,
        })
      : null;
    const coupon = applied && couponProblem === null ? applied : null;
    const totals = coupon ? priceCheckout({ ...base, ...rule, coupon }) : plain;
    return { row, balance, pending, coupon, couponProblem, totals, history, now };
  }

  async function answer(userId: string, checkoutId: string): Promise<CheckoutAnswer> {
    const row = await own(userId, checkoutId);
    if (row.orderId) {
      const [placed, coins] = await Promise.all([placedOrder(db, row.orderId), coinsOf(userId, clock())]);
      if (placed)
        return {
          checkout: placedCheckout(placed.order, placed.lines, context(row, coins.balance, coins.pending)),
        };
    }
    const p = await price(userId, row);
    const checkout = toCheckout(p.totals, p.coupon, context(row, p.balance, p.pending));
    return p.couponProblem ? { checkout, message: p.couponProblem } : { checkout };
  }

  const current = async (userId: string, checkoutId: string) => (await answer(userId, checkoutId)).checkout;

  return {
    async createFromCart(userId, cartId) {
      if (!(await repo.isOwnCart(db, userId, cartId))) throw notFound(CHECKOUT_MESSAGES.cartNotFound);
      const now = clock();
      const id = await inTransaction(db, async (tx) => {
        const lines = cartCheckoutLines(await cartLines(tx, cartId, now));
        if ('refusal' in lines) throw badRequest(lines.refusal);
        return repo.insertCheckout(tx, userId, 'cart', lines.lines, now);
      });
      return current(userId, id);
    },

    async buyNow(userId, input) {
      // Inactive or unknown products have no card.
      const product = await products.product(input.productId);
      if (!product) throw notFound(CHECKOUT_MESSAGES.productUnknown);
      // Cash on delivery is the only way to pay: a product that cannot be paid in cash cannot be ordered.
      if (!product.codAvailable) throw badRequest(COD_MESSAGES.itemUnavailable);
      const variant = findVariant(product.variants ?? [], input);
      if (!variant) throw badRequest(CHECKOUT_MESSAGES.colourUnknown);
      const size = findSize(variant, input.size);
      if (!size) throw badRequest(CHECKOUT_MESSAGES.sizeUnknown);
      if (size.stock < input.quantity) throw badRequest(CHECKOUT_MESSAGES.insufficientStock);
      const line = {
        productId: product._id,
        variantId: variant._id,
        size: size.size,
        quantity: input.quantity,
        productName: product.name,
        image: variant.images[0] ?? null,
        color: variant.color,
        colorName: variant.colorName,
      };
      const id = await inTransaction(db, (tx) => repo.insertCheckout(tx, userId, 'buy_now', [line], clock()));
      return current(userId, id);
    },

    view: answer,

    async coupons(userId, checkoutId) {
      const row = await own(userId, checkoutId);
      if (row.orderId) return [];
      const p = await price(userId, { ...row, couponId: null });
      const open = await couponsOpenAt(db, p.now);
      const subtotal = p.totals.subtotal;
      return open
        .filter(
          (c) =>
            couponRefusal(c, {
              now: p.now,
              subtotal,
              userUses: p.history.uses.get(c.id) ?? 0,
              userOrders: p.history.orders,
            }) === null,
        )
        .map((c) => ({ coupon: c, discount: couponDiscount(c, subtotal) }))
        .sort((a, b) => b.discount - a.discount || a.coupon.code.localeCompare(b.coupon.code))
        .map(({ coupon, discount }) => ({
          _id: coupon.id,
          code: coupon.code,
          description: coupon.description,
          endDate: coupon.endsAt.toISOString(),
          discount: toRupees(discount),
        }));
    },

    async applyCoupon(userId, checkoutId, code) {
      const row = await ownOpen(userId, checkoutId);
      const coupon = await couponByCode(db, code);
      if (!coupon?.isActive) throw badRequest(CHECKOUT_MESSAGES.couponUnknown);
      const p = await price(userId, { ...row, couponId: null });
      const refusal = couponRefusal(coupon, {
        now: p.now,
        subtotal: p.totals.subtotal,
        userUses: p.history.uses.get(coupon.id) ?? 0,
        userOrders: p.history.orders,
      });
      if (refusal) throw badRequest(refusal);
      if (!(await repo.setCoupon(db, userId, checkoutId, coupon.id, p.now))) {
        throw conflict(CHECKOUT_MESSAGES.alreadyOrdered);
      }
      return current(userId, checkoutId);
    },

    async removeCoupon(userId, checkoutId) {
      await ownOpen(userId, checkoutId);
      if (!(await repo.setCoupon(db, userId, checkoutId, null, clock()))) {
        throw conflict(CHECKOUT_MESSAGES.alreadyOrdered);
      }
      return current(userId, checkoutId);
    },

    async applyCoins(userId, checkoutId) {
      const row = await ownOpen(userId, checkoutId);
      const p = await price(userId, row);
      if (p.balance <= 0) throw badRequest(CHECKOUT_MESSAGES.noCoins);
      // Coins pay for the goods after the coupon, never the delivery.
      const covering = coinsCovering(p.totals.subtotal - p.totals.couponDiscount, config.coinValue);
      const usable = Math.min(p.balance, covering);
      if (usable <= 0) throw badRequest(CHECKOUT_MESSAGES.nothingToPayWithCoins);
      if ((await repo.setCoins(db, userId, checkoutId, usable, p.now)) === null) {
        throw conflict(CHECKOUT_MESSAGES.alreadyOrdered);
      }
      return current(userId, checkoutId);
    },

    async removeCoins(userId, checkoutId) {
      await ownOpen(userId, checkoutId);
      if ((await repo.setCoins(db, userId, checkoutId, 0, clock())) === null) {
        throw conflict(CHECKOUT_MESSAGES.alreadyOrdered);
      }
      return current(userId, checkoutId);
    },

    lockForOrder: (tx, userId, checkoutId, now) => lockCheckoutForOrder(tx, userId, checkoutId, now),
    linesAt: (checkoutId, now, on = db) => checkoutLines(on, checkoutId, now),
    ordersCountedForFirstOrder: (userId, on = db) => ordersCountedForFirstOrder(on, userId),
  };
}
