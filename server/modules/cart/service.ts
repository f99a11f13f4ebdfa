import { CART_MESSAGES, type Cart, stockLimitMessage } from '../../../contract/cart.ts';
import { COD_MESSAGES } from '../../../contract/delivery.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type CatalogStock, createCatalogStock, findSize, findVariant } from '../catalog/index.ts';
import * as repo from './repo.ts';
import { toCart } from './view.ts';
import type { CartViewCache } from './view-cache.ts';

export interface CartAdd {
  productId: string;
  color: string;
  colorName?: string | undefined;
  size: string;
}

export interface CartLineChange {
  productId: string;
  itemId: string;
  action: 'increment' | 'decrement';
}

export interface CartService {
  view(authUserId: string, userId: string): Promise<Cart>;
  add(authUserId: string, userId: string, input: CartAdd): Promise<Cart>;
  changeQuantity(authUserId: string, userId: string, change: CartLineChange): Promise<Cart>;
  remove(authUserId: string, userId: string, itemId: string): Promise<Cart>;
}

export function createCartService({
  db,
  clock,
  config,
  views,
  products = createCatalogStock({ db }),
}: {
  db: Db;
  clock: () => Date;
  /** The delivery rule the checkout applies, sent with every cart so the cart can say it first. */
  config: Pick<Config, 'delivery'>;
  /** Computed views kept per shopper, used again while the cart's lines are unchanged. */
  views: CartViewCache;
  /** Products, colours and sizes as they are now. */
  products?: Pick<CatalogStock, 'product'>;
}): CartService {
  /** A userId in a path or body is only a claim; the token decides whose cart this is. */
  function assertOwnCart(authUserId: string, userId: string) {
    if (authUserId !== userId) throw forbidden(CART_MESSAGES.notYourCart);
  }

  const revisionOf = repo.prepareCartRevision(db);
  const cartLines = repo.prepareCartLines(db);

  /**
   * The cart as it is now: the revision of its lines is read on every call; the lines and their
   * catalogue figures only when they changed or the kept view is older than the cache time.
   */
  async function load(userId: string): Promise<Cart> {
    const epoch = views.epoch();
    const current = await revisionOf(userId);
    if (!current) return toCart(null, [], config.delivery);
    const kept = views.get(userId, current);
    if (kept) return kept;
    const cart = toCart(current.cartId, await cartLines(userId, clock()), config.delivery);
    views.put(userId, current, cart, epoch);
    return cart;
  }

  /** Why an increment changed nothing, told from the cart as it is now. */
  async function incrementRefusal(userId: string, change: CartLineChange): Promise<Error> {
    const cart = await load(userId);
    const item = cart.items.find((i) => i._id === change.itemId && i.productId._id === change.productId);
    if (!item) return notFound(CART_MESSAGES.itemUnknown);
    if (!item.available) return conflict(item.unavailableReason ?? CART_MESSAGES.unavailable);
    return conflict(stockLimitMessage(item.stock));
  }

  return {
    async view(authUserId, userId) {
      assertOwnCart(authUserId, userId);
      return load(userId);
    },

    async add(authUserId, userId, input) {
      assertOwnCart(authUserId, userId);
      // Inactive or unknown products have no card.
      const product = await products.product(input.productId);
      if (!product) throw notFound(CART_MESSAGES.productUnknown);
      // Cash on delivery is the only way to pay: a product that cannot be paid in cash cannot be ordered.
      if (!product.codAvailable) throw badRequest(COD_MESSAGES.itemUnavailable);
      const variant = findVariant(product.variants ?? [], input);
      if (!variant) throw badRequest(CART_MESSAGES.colourUnknown);
      const size = findSize(variant, input.size);
      if (!size) throw badRequest(CART_MESSAGES.sizeUnknown);
      if (size.stock <= 0) throw conflict(CART_MESSAGES.outOfStock);

      const now = clock();
      const cartId = await repo.ensureCart(db, userId, now);
      const added = await repo.addOne(
        db,
        {
          cartId,
          productId: product._id,
          variantId: variant._id,
          size: size.size,
          productName: product.name,
          image: variant.images?.[0] ?? null,
          color: variant.color,
          colorName: variant.colorName,
        },
        now,
      );
      if (!added) {
        // Sold out since the read above, or this line already holds all there is.
        const stock = await repo.stockOf(db, variant._id, size.size);
        throw conflict(stock ? stockLimitMessage(stock) : CART_MESSAGES.outOfStock);
      }
      return load(userId);
    },

    async changeQuantity(authUserId, userId, change) {
      assertOwnCart(authUserId, userId);
      const ref = { userId, itemId: change.itemId, productId: change.productId };
      if (change.action === 'increment') {
        if (!(await repo.incrementLine(db, ref, clock()))) throw await incrementRefusal(userId, change);
      } else if (!(await repo.decrementLine(db, ref, clock()))) {
        const cart = await load(userId);
        const known = cart.items.some((i) => i._id === change.itemId && i.productId._id === change.productId);
        throw known ? badRequest(CART_MESSAGES.minimumQuantity) : notFound(CART_MESSAGES.itemUnknown);
      }
      return load(userId);
    },

    async remove(authUserId, userId, itemId) {
      assertOwnCart(authUserId, userId);
      if (!(await repo.removeLine(db, userId, itemId))) throw notFound(CART_MESSAGES.itemUnknown);
      return load(userId);
    },
  };
}
