import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidArray } from '../../db/lists.ts';
import { refreshProductSummaries } from './summaries-repo.ts';

// The one way a console write tells the shop that products changed (docs/decisions/025). In the
// write's transaction: the listing's derived columns (card price, M.R.P., discount, sizes in stock,
// search document) are recomputed, the products' words join the typo dictionary, and shoppers waiting
// for a product, colour or size back in stock, or for a lower price, are told. After the commit: every
// cache holding catalogue figures (home, listings, totals, cards, product pages, similar, suggestions,
// and the cart views listening to the catalogue) is dropped, so the next request reads the change. The
// cache times stay upper bounds for another instance's writes, not the normal case.

export interface CatalogueChanges {
  /** Call inside the write's transaction, after the rows changed. */
  productsChanged(tx: Db, productIds: readonly string[], now: Date): Promise<void>;
  /** Call after the transaction committed (never inside it: a reader could cache the old rows again). */
  dropCaches(): void;
}

export interface CatalogueChangesDeps {
  invalidateCaches: () => void;
  /** Tells shoppers whose alert now holds (back in stock, price drop), in the write's transaction. */
  tellWaitingShoppers: (tx: Db, productIds: readonly string[], now: Date) => Promise<number>;
}

/** Adds the products' search words to the typo dictionary (the hourly rebuild drops words no longer used). */
export async function addSearchTerms(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO search_terms (term, documents)
    SELECT w.lexeme, count(*)::int FROM products p, unnest(p.search_vector) AS w
    WHERE p.id = ANY(${uuidArray(productIds)}) AND p.is_active
      AND length(w.lexeme) >= 3 AND w.lexeme ~ '^[a-z][a-z0-9-]*$'
    GROUP BY w.lexeme
    ON CONFLICT (term) DO UPDATE SET documents = search_terms.documents + EXCLUDED.documents
  `);
}

export function createCatalogueChanges(deps: CatalogueChangesDeps): CatalogueChanges {
  return {
    async productsChanged(tx, productIds, now) {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return;
      await refreshProductSummaries(tx, ids);
      await addSearchTerms(tx, ids);
      await deps.tellWaitingShoppers(tx, ids, now);
    },
    dropCaches() {
      deps.invalidateCaches();
    },
  };
}
