import type { ProductCard, SizeStock, Variant } from '../../../contract/catalog.ts';
import type { CartAddInput } from '../../lib/cart-add.ts';

// The wishlist's option popup (rules/storefront §4 "Wishlist option popup"): a colour first, then one
// of that colour's sizes in stock; a new colour clears the size; adding needs both.

export interface CartChoice {
  /** Index into product.variants; null until a colour is picked. */
  variantIndex: number | null;
  size: string | null;
}

export const NO_CHOICE: CartChoice = { variantIndex: null, size: null };

/** Only sizes with stock above 0 are offered. */
export function sizesInStock(variant: Pick<Variant, 'sizes'> | undefined): SizeStock[] {
  return (variant?.sizes ?? []).filter((entry) => entry.stock > 0);
}

/** A different colour clears the size (its sizes differ); the same colour again changes nothing. */
export function chooseColour(choice: CartChoice, variantIndex: number): CartChoice {
  if (choice.variantIndex === variantIndex) return choice;
  return { variantIndex, size: null };
}

/** A size of the chosen colour, and only one it has in stock. */
export function chooseSize(
  product: Pick<ProductCard, 'variants'>,
  choice: CartChoice,
  size: string,
): CartChoice {
  if (choice.variantIndex === null) return choice;
  const offered = sizesInStock(product.variants[choice.variantIndex]).some((entry) => entry.size === size);
  return offered ? { ...choice, size } : choice;
}

/** What to add once colour and size are both chosen; null until then. */
export function cartItemFor(
  product: Pick<ProductCard, '_id' | 'variants'>,
  choice: CartChoice,
): CartAddInput | null {
  if (choice.variantIndex === null || choice.size === null) return null;
  const variant = product.variants[choice.variantIndex];
  if (!variant) return null;
  return { productId: product._id, color: variant.color, colorName: variant.colorName, size: choice.size };
}
