import { z } from 'zod';
import { storedImageSchema } from './admin-products.ts';

// The console's brands, categories and subcategories: name, pictures, order and visibility. A hidden
// one keeps its products but leaves the storefront's lists and home rows.

export const TAXONOMY_MESSAGES = {
  brandSaved: 'Brand saved.',
  categorySaved: 'Category saved.',
  subcategorySaved: 'Subcategory saved.',
  orderSaved: 'Order saved.',
  brandNotFound: 'Brand not found.',
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  nameRequired: 'Enter a name.',
  nameTaken: 'This name is already used.',
  orderMismatch: 'The list changed while you were ordering it: reload and try again.',
} as const;
const T = TAXONOMY_MESSAGES;

const name = z.string().trim().min(1, T.nameRequired).max(60, 'A name is at most 60 characters');
const picture = storedImageSchema.nullable();

/** What the console shows of a brand, a category and a subcategory alike. */
const listedFields = {
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  isVisible: z.boolean(),
  position: z.number().int(),
  /** Its products (any status). */
  products: z.number().int(),
};

export const adminBrandSchema = z.object({
  ...listedFields,
  logo: z.string().nullable(),
  /** Shown in the home page's brand marquee ("featuring brands now"). */
  isFeatured: z.boolean(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminSubcategorySchema = z.object({ ...listedFields, categoryId: z.string() });
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

export const adminCategorySchema = z.object({
  ...listedFields,
  /** Its subcategories, in order. */
  subcategories: z.array(adminSubcategorySchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminBrandListResponse = z.object({
  success: z.literal(true),
  brands: z.array(adminBrandSchema),
});
export const adminCategoryListResponse = z.object({
  success: z.literal(true),
  categories: z.array(adminCategorySchema),
});

const brandFields = {
  name,
  logo: picture,
  image: picture,
  isFeatured: z.boolean({ message: 'Choose yes or no' }),
  isVisible: z.boolean({ message: 'Choose yes or no' }),
};
const categoryFields = { name, image: picture, isVisible: brandFields.isVisible };

export const adminBrandBody = z.strictObject({
  ...brandFields,
  logo: picture.default(null),
  image: picture.default(null),
  isFeatured: brandFields.isFeatured.default(false),
  isVisible: brandFields.isVisible.default(true),
});
/** Only the fields sent change (no defaults: a missing field keeps its value). */
export const adminBrandPatchBody = z.strictObject(brandFields).partial();
export const adminCategoryBody = z.strictObject({
  ...categoryFields,
  image: picture.default(null),
  isVisible: categoryFields.isVisible.default(true),
});
export const adminCategoryPatchBody = z.strictObject(categoryFields).partial();
export const adminSubcategoryBody = z.strictObject({
  categoryId: z.uuid({ message: 'Choose a category' }),
  ...categoryFields,
  image: picture.default(null),
  isVisible: categoryFields.isVisible.default(true),
});
export const adminSubcategoryPatchBody = z.strictObject(categoryFields).partial();

/** The path's `:id`: a brand's, a category's or a subcategory's. */
const idParams = (of: string) => z.object({ id: z.uuid({ message: `Invalid ${of} id` }) });
export const adminBrandParams = idParams('brand');
export const adminCategoryParams = idParams('category');
export const adminSubcategoryParams = idParams('subcategory');

/** The new order of a whole list: every id of the list (a brand list, the categories, one category's subcategories). */
export const adminReorderBody = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'Invalid id' }))
    .min(1, 'The list is empty')
    .max(1000, 'The list is too long'),
});

export const adminBrandResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  brand: adminBrandSchema,
});
export const adminCategoryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  category: adminCategorySchema,
});
export const adminSubcategoryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  subcategory: adminSubcategorySchema,
});
export const adminReorderResponse = z.object({ success: z.literal(true), message: z.string() });
