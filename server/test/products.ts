import { productOffers, products, productVariants, variantSizes } from '../db/schema/index.ts';
import type { ShopKit } from './kit.ts';

// Products made for one test, in the test catalogue's brand and subcategory, so tests that change the
// catalogue never disturb each other.

export interface TestVariant {
  color: string;
  colorName: string;
  /** Rupees. */
  price: number;
  offerPrice?: number;
  mrp: number;
  sizes: Record<string, number>;
}

export interface TestProduct {
  productId: string;
  variantIds: string[];
  offerId: string | null;
  /** The colours it was made with, in order (checkout lines name them). */
  variants: TestVariant[];
}

let made = 0;
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * A product with the given colours and sizes; an open-ended offer when `offer` is set, and not payable
 * in cash when `codAvailable` is false.
 */
export async function insertTestProduct(
  t: ShopKit,
  variants: TestVariant[],
  options: { offer?: boolean; name?: string; codAvailable?: boolean } = {},
): Promise<TestProduct> {
  made += 1;
  const db = t.database.db;
  const [row] = await db
    .insert(products)
    .values({
      name: options.name ?? `Test Romper ${made}`,
      title: 'Test romper',
      description: 'Made for one test.',
      brandId: t.fx.brandIds.tiny!,
      categoryId: t.fx.categoryIds.girls!,
      subcategoryId: t.fx.subIds.frocks!,
      productType: 'romper',
      defaultPrice: Math.min(...variants.map((v) => paise(v.price))),
      ...(options.codAvailable === undefined ? {} : { codAvailable: options.codAvailable }),
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const variantIds: string[] = [];
  for (const [position, v] of variants.entries()) {
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId,
        color: v.color,
        colorName: v.colorName,
        images: [`t-${made}-${position}.webp`, `t-${made}-${position}-b.webp`],
        price: paise(v.price),
        offerPrice: v.offerPrice === undefined ? null : paise(v.offerPrice),
        wholesalePrice: paise(v.mrp),
        position,
      })
      .returning({ id: productVariants.id });
    variantIds.push(variant!.id);
    await db.insert(variantSizes).values(
      Object.entries(v.sizes).map(([size, stock], i) => ({
        variantId: variant!.id,
        size,
        stock,
        position: i,
      })),
    );
  }
  let offerId: string | null = null;
  if (options.offer) {
    const [offer] = await db
      .insert(productOffers)
      .values({
        productId,
        title: 'Test sale',
        discountPercent: 20,
        startsAt: new Date('2026-01-01T00:00:00Z'),
      })
      .returning({ id: productOffers.id });
    offerId = offer!.id;
  }
  return { productId, variantIds, offerId, variants };
}
