import { CART_MESSAGES, type CartItem } from '../../../../contract/cart.ts';
import type { ProductDetail, SizeStock, Variant } from '../../../../contract/catalog.ts';
import { CHECKOUT_MESSAGES } from '../../../../contract/checkout.ts';
import { THUMBNAILS_MAX } from '../../../../contract/constants.ts';
import { COD_MESSAGES } from '../../../../contract/delivery.ts';

// The product page's rules (rules/storefront §2 Product detail, §4 Product page, §5), kept apart from
// the components so they can be read and tested on their own.

export interface Selection {
  /** Index into product.variants; -1 when the product has none. */
  variantIndex: number;
  color: string | null;
  colorName: string | null;
  size: string | null;
}

type VariantLike = Pick<Variant, 'sizes'> | undefined;

/** Only sizes with stock above 0 are offered. */
export function availableSizes(variant: VariantLike): SizeStock[] {
  return (variant?.sizes ?? []).filter((entry) => entry.stock > 0);
}

function firstSize(variant: VariantLike): string | null {
  return availableSizes(variant)[0]?.size ?? null;
}

/** At load: the first variant's colour and colour name, and its first size in stock. */
export function initialSelection(product: Pick<ProductDetail, 'variants'>): Selection {
  const variant = product.variants[0];
  if (!variant) return { variantIndex: -1, color: null, colorName: null, size: null };
  return { variantIndex: 0, color: variant.color, colorName: variant.colorName, size: firstSize(variant) };
}

/** A new colour: the chosen size stays if the colour has it in stock, else its first size, else none. */
export function selectColour(
  product: Pick<ProductDetail, 'variants'>,
  current: Selection,
  variantIndex: number,
): Selection {
  const variant = product.variants[variantIndex];
  if (!variant) return current;
  const sizes = availableSizes(variant);
  const keep = current.size !== null && sizes.some((entry) => entry.size === current.size);
  return {
    variantIndex,
    color: variant.color,
    colorName: variant.colorName,
    size: keep ? current.size : (sizes[0]?.size ?? null),
  };
}

/** Clicking the chosen size again takes its tick away. */
export function toggleSize(current: Selection, size: string): Selection {
  return { ...current, size: current.size === size ? null : size };
}

/** Stock of the chosen size; null when no size is chosen. */
export function chosenStock(variant: VariantLike, size: string | null): number | null {
  if (size === null) return null;
  return variant?.sizes.find((entry) => entry.size === size)?.stock ?? 0;
}

/** The variant's pictures, falling back to the product's; at most four. */
export function galleryImages(
  product: Pick<ProductDetail, 'images'>,
  variant: Pick<Variant, 'images'> | undefined,
): string[] {
  const own = (variant?.images ?? []).filter(Boolean);
  const images = own.length > 0 ? own : (product.images ?? []).filter(Boolean);
  return images.slice(0, THUMBNAILS_MAX);
}

// ---------------------------------------------------------------------------------------------
// Details

type FeatureKey = keyof ProductDetail['features'];

/** Feature rows in the spec's order; `hideNA` rows disappear when their value is 'N/A'. */
export const FEATURE_ROWS: readonly { key: FeatureKey; label: string; hideNA: boolean }[] = [
  { key: 'netWeight', label: 'Net weight', hideNA: true },
  { key: 'material', label: 'Material', hideNA: false },
  { key: 'soleMaterial', label: 'Sole material', hideNA: false },
  { key: 'fit', label: 'Fit', hideNA: true },
  { key: 'occasion', label: 'Occasion', hideNA: true },
  { key: 'sleevesType', label: 'Sleeves', hideNA: true },
  { key: 'length', label: 'Length', hideNA: true },
];

export function featureRows(
  features: Partial<Record<FeatureKey, string | null>> | null | undefined,
): { key: FeatureKey; label: string; value: string }[] {
  const rows: { key: FeatureKey; label: string; value: string }[] = [];
  for (const row of FEATURE_ROWS) {
    const value = features?.[row.key]?.trim();
    if (!value) continue;
    if (row.hideNA && value === 'N/A') continue;
    rows.push({ key: row.key, label: row.label, value });
  }
  return rows;
}

/** 'About Product': one paragraph per line of the description. */
export function descriptionParagraphs(description: string | null | undefined): string[] {
  return (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** 'night-suit' → 'Night suit'. */
export function productTypeLabel(productType: string | null | undefined): string {
  const words = (productType ?? '').replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

// ---------------------------------------------------------------------------------------------
// Add to Cart and Buy Now (rules/storefront §4 Product page, §5, §8)

export const PURCHASE_MESSAGES = {
  selectForCart: CART_MESSAGES.selectForCart,
  selectForBuy: CART_MESSAGES.selectForBuy,
  signInForCart: CART_MESSAGES.addSignIn,
  signInForBuy: CART_MESSAGES.buySignIn,
  added: CART_MESSAGES.added,
  addFailed: CART_MESSAGES.addFailed,
  /** No answer from the server at all (network down, a proxy's page). */
  addUnexpected: 'Something went wrong. Please try again.',
  buyNowFailed: CHECKOUT_MESSAGES.buyNowFailed,
} as const;

/** The product page sends signed-out shoppers to /signin after this long. */
export const SIGN_IN_REDIRECT_MS = 1500;
/** Buy Now goes to the address step this long after the checkout opened. */
export const BUY_NOW_REDIRECT_MS = 1000;

export type PurchaseKind = 'cart' | 'buy';
export type PurchaseCheck =
  | { ok: true; color: string; size: string }
  | { ok: false; message: string; signIn: boolean };

/** Both actions need a colour and a size, then a stored user id. */
export function checkPurchase(
  kind: PurchaseKind,
  selection: Pick<Selection, 'color' | 'size'>,
  userId: string | null,
): PurchaseCheck {
  const { color, size } = selection;
  if (!color || !size) {
    return {
      ok: false,
      message: kind === 'cart' ? PURCHASE_MESSAGES.selectForCart : PURCHASE_MESSAGES.selectForBuy,
      signIn: false,
    };
  }
  if (!userId) {
    return {
      ok: false,
      message: kind === 'cart' ? PURCHASE_MESSAGES.signInForCart : PURCHASE_MESSAGES.signInForBuy,
      signIn: true,
    };
  }
  return { ok: true, color, size };
}

/** 'Go to Cart' shows when this product in this colour and size is already a line of the cart. */
export function isInCart(
  items: readonly { productId: Pick<CartItem['productId'], '_id'>; color: string; size: string }[],
  selection: { productId: string; color: string | null; size: string | null },
): boolean {
  const { productId, color, size } = selection;
  if (!color || !size) return false;
  return items.some(
    (item) =>
      item.productId._id === productId &&
      item.color.toLowerCase() === color.toLowerCase() &&
      item.size === size,
  );
}

/**
 * What a failed add says (rules/storefront §8): the server's message, else 'Failed to add product to
 * cart'; when no answer of ours came at all (`refusal` null), 'Something went wrong. Please try again.'
 */
export function addFailureMessage(refusal: string | null): string {
  if (refusal === null) return PURCHASE_MESSAGES.addUnexpected;
  return refusal || PURCHASE_MESSAGES.addFailed;
}

// ---------------------------------------------------------------------------------------------
// What cannot be ordered at all, said before any press (never a refusal at Place Order)

export const UNAVAILABLE_MESSAGES = {
  soldOut: 'Sold out in every colour and size.',
  colourSoldOut: 'This colour is sold out. Choose another colour.',
  noCod: COD_MESSAGES.itemUnavailable,
} as const;

export type PurchaseBlock = { kind: 'soldOut' | 'colourSoldOut' | 'noCod'; reason: string };

/** Whether a card's product has any size in stock in any colour. */
export function isSoldOut(product: Pick<ProductDetail, 'variants'>): boolean {
  return !product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
}

/**
 * Why nothing can be ordered as chosen, or null when it can: cash on delivery is the only way to pay,
 * so a product that cannot be paid in cash cannot be ordered; then stock, for the product and then for
 * the chosen colour.
 */
export function purchaseBlock(
  product: Pick<ProductDetail, 'variants' | 'CODAvailable'>,
  variant: VariantLike,
): PurchaseBlock | null {
  if (!product.CODAvailable) return { kind: 'noCod', reason: UNAVAILABLE_MESSAGES.noCod };
  if (isSoldOut(product)) return { kind: 'soldOut', reason: UNAVAILABLE_MESSAGES.soldOut };
  if (variant && availableSizes(variant).length === 0) {
    return { kind: 'colourSoldOut', reason: UNAVAILABLE_MESSAGES.colourSoldOut };
  }
  return null;
}
