import { inArray } from 'drizzle-orm';
import { products, productVariants, variantSizes } from '../../db/schema/index.ts';
import type { ShopKit } from '../../test/kit.ts';
import { refreshProductSummaries, refreshSearchTerms } from './summaries-repo.ts';

// Products as parents search for them, added beside the test catalogue by the search tests: named the
// way the demo shop names them (no synonym in their names), with a gender, sizes and sales.

export interface SearchProduct {
  key: string;
  name: string;
  type: string;
  gender: 'boys' | 'girls' | 'unisex';
  /** Sizes in stock (each with 5). */
  sizes: string[];
  sales: number;
  occasion?: string;
  description?: string;
  category: 'girls' | 'boys' | 'footwear';
}

export const SEARCH_PRODUCTS: SearchProduct[] = [
  {
    key: 'bodysuit',
    name: 'Snap Button Bodysuit',
    type: 'bodysuit',
    gender: 'unisex',
    sizes: ['18-24M'],
    sales: 60,
    category: 'girls',
  },
  {
    key: 'romper-boy',
    name: 'Dino Romper',
    type: 'romper',
    gender: 'boys',
    sizes: ['12-18M'],
    sales: 50,
    category: 'boys',
  },
  {
    key: 'romper-girl',
    name: 'Bunny Romper',
    type: 'romper',
    gender: 'girls',
    sizes: ['12-18M'],
    sales: 55,
    category: 'girls',
  },
  {
    key: 'romper-big',
    name: 'Rocket Romper',
    type: 'romper',
    gender: 'boys',
    sizes: ['3-4Y'],
    sales: 45,
    category: 'boys',
  },
  {
    key: 'nightsuit',
    name: 'Star Print Night Suit',
    type: 'night-suit',
    gender: 'boys',
    sizes: ['3-4Y'],
    sales: 30,
    category: 'boys',
  },
  {
    key: 'lehenga',
    name: 'Mirror Work Lehenga Choli',
    type: 'lehenga-choli',
    gender: 'girls',
    sizes: ['4-5Y'],
    sales: 20,
    occasion: 'Festive',
    category: 'girls',
  },
  {
    key: 'shirt',
    name: 'Linen Look Shirt',
    type: 'shirt',
    gender: 'boys',
    sizes: ['5-6Y'],
    sales: 15,
    occasion: 'Party',
    category: 'boys',
  },
  {
    key: 'pullover',
    name: 'Polo Shirt Collar Pullover',
    type: 'sweater',
    gender: 'unisex',
    sizes: ['6-7Y'],
    sales: 900,
    category: 'boys',
  },
  {
    // Its description says "dress": synonyms must not make it a frock (what it is, not how it is worn).
    key: 'shorts',
    name: 'Pocket Overall Shorts',
    type: 'shorts',
    gender: 'boys',
    sizes: ['6-7Y'],
    sales: 1,
    description: 'Easy to dress in, with deep pockets.',
    category: 'boys',
  },
];

/** Adds the products (refreshing their search documents and the typo words); answers their ids by key. */
export async function insertSearchProducts(t: ShopKit): Promise<Record<string, string>> {
  const db = t.database.db;
  const ids: Record<string, string> = {};
  for (const p of SEARCH_PRODUCTS) {
    const sub =
      p.category === 'girls'
        ? t.fx.subIds.frocks
        : p.category === 'boys'
          ? t.fx.subIds.tshirts
          : t.fx.subIds.sneakers;
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        title: p.name,
        description: p.description ?? 'Made for the search tests.',
        brandId: t.fx.brandIds.tiny!,
        categoryId: t.fx.categoryIds[p.category]!,
        subcategoryId: sub!,
        productType: p.type,
        gender: p.gender,
        occasion: p.occasion ?? 'Daily Wear',
        defaultPrice: 49_900,
        salesCount: p.sales,
      })
      .returning({ id: products.id });
    ids[p.key] = row!.id;
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: row!.id,
        color: '#FFFFFF',
        colorName: 'White',
        images: ['search-test.webp'],
        price: 49_900,
        wholesalePrice: 59_900,
        position: 0,
      })
      .returning({ id: productVariants.id });
    await db
      .insert(variantSizes)
      .values(p.sizes.map((size, position) => ({ variantId: variant!.id, size, stock: 5, position })));
  }
  await refreshProductSummaries(db, Object.values(ids));
  await refreshSearchTerms(db);
  t.app.catalog.invalidateCaches();
  return ids;
}

/** Removes them again (tests that count the whole catalogue). */
export async function removeSearchProducts(t: ShopKit, ids: Record<string, string>): Promise<void> {
  await t.database.db.delete(products).where(inArray(products.id, Object.values(ids)));
  t.app.catalog.invalidateCaches();
}
