import { CART_MESSAGES, type Cart, type CartItem } from '../../../contract/cart.ts';
import { displayMrp, displayPrice } from '../../../contract/pricing.ts';
import { toRupees } from '../../lib/money.ts';
import type { LineRow } from './repo.ts';

// Cart rows (paise, joined to the catalogue as it is now) → the wire cart (rupees).
//
// A line whose product was deactivated or deleted, or whose colour or size is gone, stays in the cart
// as unavailable ('This item is no longer available.'); one whose size sold out says 'This size is out
// of stock.'. Either way it costs 0 and is left out of the totals, and it is never sold.
// A line whose stock fell below its quantity stays available with its quantity untouched and `stock`
// telling how many are left: the shopper decides (the page warns, increments are refused, checkout
// checks stock again); nothing in the cart changes behind the shopper's back.

function reasonUnavailable(row: LineRow): string | null {
  if (row.productName === null || !row.isActive || row.variantId === null || row.stock === null) {
    return CART_MESSAGES.unavailable;
  }
  return row.stock <= 0 ? CART_MESSAGES.outOfStock : null;
}

/** Unit price and M.R.P in paise by the catalogue's card rule for this colour (null: nothing to price). */
export function unitPrices(row: LineRow): { price: number; mrp: number | null } | null {
  if (row.variantId === null || row.price === null) return null;
  const product = { offers: row.hasOffers ? [true] : [], defaultPrice: row.defaultPrice };
  const variant = { price: row.price, offerPrice: row.offerPrice, wholesalePrice: row.wholesalePrice };
  const price = displayPrice(product, variant);
  return price === null ? null : { price, mrp: displayMrp(product, variant) };
}

interface PricedItem {
  item: CartItem;
  /** Paise counted in the totals (0 for unavailable lines). */
  totalPaise: number;
  subtotalPaise: number;
}

function toItem(row: LineRow): PricedItem {
  const reason = reasonUnavailable(row);
  const prices = unitPrices(row);
  const price = prices?.price ?? 0;
  const available = reason === null && prices !== null;
  const totalPaise = available ? price * row.quantity : 0;
  const subtotalPaise = available ? (prices.mrp ?? price) * row.quantity : 0;
  const liveImages = row.images ?? [];
  const images = liveImages.length > 0 ? liveImages : row.snapshotImage ? [row.snapshotImage] : [];
  return {
    totalPaise,
    subtotalPaise,
    item: {
      _id: row.itemId,
      productId: {
        _id: row.productId,
        name: row.productName ?? row.snapshotName,
        images,
        price: toRupees(price),
      },
      color: row.color ?? row.snapshotColor,
      colorName: row.colorName ?? row.snapshotColorName,
      size: row.size,
      quantity: row.quantity,
      price: toRupees(price),
      mrp: prices?.mrp == null ? null : toRupees(prices.mrp),
      lineTotal: toRupees(totalPaise),
      stock: available ? (row.stock ?? 0) : 0,
      available,
      unavailableReason: available ? null : (reason ?? CART_MESSAGES.unavailable),
      // A product gone from the catalogue says nothing against cash on delivery: it is unavailable anyway.
      codAvailable: row.codAvailable !== false,
    },
  };
}

/** The checkout's delivery rule in paise (the server's settings). */
export interface CartDeliveryRule {
  freeFromPaise: number;
  chargePaise: number;
}

/** The cart from its id (null: no cart yet), its lines and the delivery rule the checkout applies. */
export function toCart(cartId: string | null, rows: readonly LineRow[], delivery: CartDeliveryRule): Cart {
  const rule = {
    freeDeliveryFrom: toRupees(delivery.freeFromPaise),
    deliveryFee: toRupees(delivery.chargePaise),
  };
  if (!cartId) {
    return { _id: null, items: [], subtotal: 0, discount: 0, totalPrice: 0, itemCount: 0, ...rule };
  }
  const priced = rows.map(toItem);
  const total = priced.reduce((sum, p) => sum + p.totalPaise, 0);
  const subtotal = priced.reduce((sum, p) => sum + p.subtotalPaise, 0);
  return {
    _id: cartId,
    items: priced.map((p) => p.item),
    subtotal: toRupees(subtotal),
    discount: toRupees(subtotal - total),
    totalPrice: toRupees(total),
    itemCount: priced.reduce((sum, p) => sum + p.item.quantity, 0),
    ...rule,
  };
}
