import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';

// SQL of products' types (t-shirt, romper, …) read outside the catalogue: an invoice prints each line's
// HSN code and GST slab from its product's type.

/** The type of each of these products that still exists, by product id (a deleted one is left out). */
export async function productTypesOf(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, productType: products.productType })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.productType]));
}
