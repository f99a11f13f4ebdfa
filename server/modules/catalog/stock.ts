import type { Db } from '../../db/client.ts';
import { type CardRow, cardsByIds, type VariantRow } from './product-repo.ts';
import { refreshProductSummaries } from './summaries-repo.ts';

// The catalogue as a sale sees it: a product's colours, sizes and stock read now (never from a
// cache, since the cart and the checkout decide on them), and the listing figures refreshed after an
// order or a status change moved stock.

export interface CatalogStock {
  /** A live product with its colours, sizes and stock as they are now; undefined when unknown or inactive. */
  product(productId: string, db?: Db): Promise<CardRow | undefined>;
  /**
   * Recomputes the listing columns (price, sizes in stock, search document) of products whose stock
   * changed, so a size sold out or back shows in the listing's size filter.
   */
  stockChanged(productIds: readonly string[], db?: Db): Promise<void>;
}

export function createCatalogStock({ db }: { db: Db }): CatalogStock {
  return {
    async product(productId, on = db) {
      const [row] = await cardsByIds(on, [productId]);
      return row;
    },
    async stockChanged(productIds, on = db) {
      if (productIds.length > 0) await refreshProductSummaries(on, productIds);
    },
  };
}

const same = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The colour a shopper named: by its value, else by its name (either field, any case). */
export function findVariant(
  variants: readonly VariantRow[],
  choice: { color: string; colorName?: string | undefined },
): VariantRow | undefined {
  return (
    variants.find((v) => same(v.color, choice.color)) ??
    variants.find((v) => same(v.colorName, choice.color) || same(v.colorName, choice.colorName))
  );
}

/** The size a shopper named, in any case. */
export function findSize(variant: VariantRow, size: string): VariantRow['sizes'][number] | undefined {
  return variant.sizes.find((s) => same(s.size, size));
}
