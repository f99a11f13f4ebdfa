import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { type LineRow, unitPrices } from '../cart/index.ts';
import type { NewCheckoutLine } from './repo.ts';

// Which cart lines a checkout takes. Lines the cart shows as unavailable (product gone or switched
// off, colour or size gone, size sold out) stay in the cart and are left out; the rest are copied with
// their quantity, and one asking for more than the stock left refuses the whole checkout, so the
// shopper fixes the cart instead of buying less than they think.

export type CartLinesOutcome = { lines: NewCheckoutLine[] } | { refusal: string };

export function cartCheckoutLines(rows: readonly LineRow[]): CartLinesOutcome {
  if (rows.length === 0) return { refusal: CHECKOUT_MESSAGES.cartEmpty };
  const lines: NewCheckoutLine[] = [];
  let short = false;
  for (const row of rows) {
    const { productName, variantId, stock } = row;
    const sellable =
      productName !== null && row.isActive === true && variantId !== null && stock !== null && stock > 0;
    if (!sellable || unitPrices(row) === null) continue;
    if (row.quantity > stock) short = true;
    lines.push({
      productId: row.productId,
      variantId,
      size: row.size,
      quantity: row.quantity,
      productName,
      image: row.images?.[0] ?? row.snapshotImage,
      color: row.color ?? row.snapshotColor,
      colorName: row.colorName ?? row.snapshotColorName,
    });
  }
  if (lines.length === 0) return { refusal: CHECKOUT_MESSAGES.nothingAvailable };
  if (short) return { refusal: CHECKOUT_MESSAGES.insufficientStock };
  return { lines };
}
