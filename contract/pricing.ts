import { CARD_NAME_MAX, STOCK_LIMITED_MAX } from './constants.ts';

// Display rules shared by every card and the product page (rules/storefront §2, §4, §5).

interface PricedVariant {
  price?: number | null;
  offerPrice?: number | null;
  wholesalePrice?: number | null;
}

interface PricedProduct {
  offers?: readonly unknown[] | null;
  variants?: readonly PricedVariant[] | null;
  defaultPrice?: number | null;
}

/**
 * The price a card shows: the variant's offerPrice when the product has offers, otherwise its price,
 * then the product's defaultPrice; null when none is known ('Price not available').
 */
export function displayPrice(
  product: PricedProduct,
  variant: PricedVariant | undefined = product.variants?.[0],
): number | null {
  const hasOffers = (product.offers?.length ?? 0) > 0;
  if (variant) {
    if (hasOffers && typeof variant.offerPrice === 'number') return variant.offerPrice;
    if (typeof variant.price === 'number') return variant.price;
  }
  return typeof product.defaultPrice === 'number' ? product.defaultPrice : null;
}

/** The M.R.P shown struck through: the variant's wholesale price, when it is above the price shown. */
export function displayMrp(
  product: PricedProduct,
  variant: PricedVariant | undefined = product.variants?.[0],
): number | null {
  const price = displayPrice(product, variant);
  const mrp = variant?.wholesalePrice;
  return typeof mrp === 'number' && price !== null && mrp > price ? mrp : null;
}

/** floor((M.R.P − price) / M.R.P × 100). */
export function percentOff(mrp: number | null, price: number | null): number {
  if (mrp === null || price === null || mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) / mrp) * 100);
}

/** Card names: at most 25 characters, then an ellipsis. */
export function truncateName(name: string, max = CARD_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

export type StockLabel = 'In stock' | 'Limited stock' | 'Out of stock' | 'Select size';

/** Stock text for the chosen size: above 5 in stock, 1 to 5 limited, otherwise out; no size → 'Select size'. */
export function stockLabel(stock: number | null | undefined): StockLabel {
  if (stock === null || stock === undefined) return 'Select size';
  if (stock > STOCK_LIMITED_MAX) return 'In stock';
  if (stock >= 1) return 'Limited stock';
  return 'Out of stock';
}
