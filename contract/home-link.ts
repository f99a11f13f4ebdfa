import { z } from 'zod';

// What a home item (a slide, a top-sale or top-pick tile, a trending or lowest-price card, an offer
// card) opens, as the console sets it. Without a link an item opens what the spec gives it: a slide,
// sale section or pick opens its own hand-picked products, a trending card its product type under
// its price, a lowest-price card its product types from its price, an offer card its article.

const uuid = (label: string) => z.uuid({ message: `Choose a ${label}` });
const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be below zero`)
    .max(1_000_000, `${label} is too large`);
const productType = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Invalid product type');

export const homeLinkSchema = z.discriminatedUnion(
  'to',
  [
    /** The item's own hand-picked products (the console keeps the list). */
    z.object({ to: z.literal('products') }),
    z.object({ to: z.literal('brand'), brandId: uuid('brand') }),
    z.object({ to: z.literal('category'), categoryId: uuid('category') }),
    z.object({ to: z.literal('subcategory'), subcategoryId: uuid('subcategory') }),
    /** Product types, optionally within a price range. */
    z.object({
      to: z.literal('productType'),
      productTypes: z.array(productType).min(1, 'Choose at least one product type').max(20),
      minPrice: rupees('Lowest price').optional(),
      maxPrice: rupees('Highest price').optional(),
    }),
    /** Everything within a price range. */
    z.object({
      to: z.literal('price'),
      minPrice: rupees('Lowest price').optional(),
      maxPrice: rupees('Highest price').optional(),
    }),
    /** A content article (/referral/{id}); offer cards only. */
    z.object({ to: z.literal('article'), articleId: uuid('article') }),
  ],
  { error: 'Choose what this opens' },
);
export type HomeLink = z.infer<typeof homeLinkSchema>;
export const HOME_LINK_KINDS = [
  'products',
  'brand',
  'category',
  'subcategory',
  'productType',
  'price',
  'article',
] as const satisfies readonly HomeLink['to'][];
