import { z } from 'zod';
import { featuresSchema, GENDERS } from './catalog.ts';

// The console's catalogue of products (docs/decisions/025-the-catalogue-console.md). The body reuses
// the storefront's product shape: variants with color, colorName, price, offerPrice, wholesalePrice
// (the M.R.P.), images and sizes [{ size, stock }]. Prices are rupees on the wire, as on the storefront.

export const PRODUCT_STATUSES = ['draft', 'live', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  archived: 'Archived',
};

export const ADMIN_PRODUCT_MESSAGES = {
  created: 'Product created.',
  saved: 'Product saved.',
  archived: 'Product archived: shoppers no longer see it; it stays on past orders.',
  duplicated: 'Copy made as a draft. Its stock starts at zero.',
  notFound: 'Product not found.',
  /** 409: a save carrying an older version than the product's (two staff editing at once). */
  changedSinceOpened:
    'This product was changed since you opened it (by someone else or in another tab). Reload it to see the changes, then save again.',
  nameRequired: 'Enter the product’s name.',
  titleRequired: 'Enter a title.',
  descriptionRequired: 'Enter a description.',
  brandRequired: 'Choose a brand.',
  categoryRequired: 'Choose a category.',
  subcategoryRequired: 'Choose a subcategory.',
  subcategoryNotInCategory: 'This subcategory belongs to another category.',
  unknownBrand: 'This brand no longer exists.',
  unknownCategory: 'This category no longer exists.',
  unknownSubcategory: 'This subcategory no longer exists.',
  /** A colour sent with an _id that is not one of the product's (deleted by someone else meanwhile). */
  unknownColour: 'This colour is no longer part of the product: reload it and try again.',
  productTypeInvalid: 'Product type: lowercase letters, digits and hyphens, like t-shirt.',
  genderInvalid: 'Choose who it is for: boys, girls or unisex.',
  variantsRequired: 'Add at least one colour.',
  tooManyVariants: 'A product can have at most 12 colours.',
  duplicateColour: 'Two colours have the same swatch: each colour needs its own.',
  colourInvalid: 'Choose a swatch colour, like #F4A7B9.',
  colourNameRequired: 'Name the colour.',
  priceNegative: 'A price cannot be below zero.',
  priceAboveMrp: 'The price cannot be above the M.R.P.',
  offerAbovePrice: 'The offer price cannot be above the price.',
  offerAboveMrp: 'The offer price cannot be above the M.R.P.',
  sizesRequired: 'Add at least one size.',
  duplicateSize: 'A size is listed twice for this colour.',
  sizeInvalid: 'Size: up to 16 letters, digits, spaces, dots or hyphens, like 2-3Y.',
  stockNegative: 'Stock cannot be below zero.',
  stockWhole: 'Stock must be a whole number.',
  imageInvalid: 'A picture is not one the shop stored: upload it again.',
  tooManyImages: 'A colour can have at most 10 pictures.',
  liveNeedsImage: 'A live product needs at least one picture for each colour.',
  bulkNothing: 'Choose a price or stock change to apply.',
  bulkTooMany: 'Choose at most 500 products at once.',
  bulkDone: 'Changes applied.',
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

const money = z
  .number({ message: 'Enter an amount in rupees' })
  .finite('Enter an amount in rupees')
  .min(0, M.priceNegative)
  .max(1_000_000, 'An amount cannot be above ₹10,00,000');

/** A file name the shop stored: an upload (catalogue/…) or a demo picture. */
export const storedImageSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_.-]{0,150}\.(webp|png|jpg|jpeg|svg)$/i, M.imageInvalid)
  .refine((s) => !s.includes('..'), M.imageInvalid);

export const SIZE_PATTERN = /^[A-Za-z0-9 .-]{1,16}$/;

export const adminSizeStockSchema = z.object({
  size: z.string().trim().regex(SIZE_PATTERN, M.sizeInvalid),
  stock: z.number({ message: M.stockWhole }).int(M.stockWhole).min(0, M.stockNegative).max(1_000_000),
  /**
   * The stock the editor showed when it opened. When sent, the save moves today's stock by the change
   * the staff member made (stock − stockWas), so pieces sold while the editor was open stay sold.
   */
  stockWas: z.number().int().min(0).max(1_000_000).optional(),
});

export const adminVariantInput = z
  .object({
    /** An existing colour's id, so carts and wishlists holding it keep it; omitted for a new colour. */
    _id: z.uuid().optional(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, M.colourInvalid),
    colorName: z
      .string()
      .trim()
      .min(1, M.colourNameRequired)
      .max(40, 'A colour name is at most 40 characters'),
    price: money,
    offerPrice: money.nullable().default(null),
    /** The M.R.P. */
    wholesalePrice: money,
    images: z.array(storedImageSchema).max(10, M.tooManyImages).default([]),
    sizes: z.array(adminSizeStockSchema).min(1, M.sizesRequired).max(30),
  })
  .superRefine((v, ctx) => {
    if (v.price > v.wholesalePrice)
      ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceAboveMrp });
    if (v.offerPrice !== null && v.offerPrice > v.wholesalePrice) {
      ctx.addIssue({ code: 'custom', path: ['offerPrice'], message: M.offerAboveMrp });
    } else if (v.offerPrice !== null && v.offerPrice > v.price) {
      ctx.addIssue({ code: 'custom', path: ['offerPrice'], message: M.offerAbovePrice });
    }
    const seen = new Set<string>();
    v.sizes.forEach((s, i) => {
      const key = s.size.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['sizes', i, 'size'], message: M.duplicateSize });
      seen.add(key);
    });
  });
export type AdminVariantInput = z.input<typeof adminVariantInput>;

const optionalFeature = z.string().trim().max(80, 'At most 80 characters').nullable().default(null);

const NO_FEATURES = {
  netWeight: null,
  material: null,
  soleMaterial: null,
  fit: null,
  occasion: null,
  sleevesType: null,
  length: null,
};

// The fields of a product as the editor sends them, without defaults: a PATCH leaves out what it does not
// change, so only the create body fills in the defaults.
const productFields = {
  name: z.string().trim().min(1, M.nameRequired).max(120, 'A name is at most 120 characters'),
  title: z.string().trim().min(1, M.titleRequired).max(200, 'A title is at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, M.descriptionRequired)
    .max(5000, 'A description is at most 5,000 characters'),
  brandId: z.uuid({ message: M.brandRequired }),
  categoryId: z.uuid({ message: M.categoryRequired }),
  subcategoryId: z.uuid({ message: M.subcategoryRequired }),
  productType: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, M.productTypeInvalid),
  /** Who it is made for: the storefront's gender filter (boys and girls include unisex products). */
  gender: z.enum(GENDERS, { message: M.genderInvalid }),
  /** The whole set of features (one left out is cleared). */
  features: z.object({
    netWeight: optionalFeature,
    material: optionalFeature,
    soleMaterial: optionalFeature,
    fit: optionalFeature,
    occasion: optionalFeature,
    sleevesType: optionalFeature,
    length: optionalFeature,
  }),
  CODAvailable: z.boolean({ message: 'Choose whether cash on delivery is offered' }),
  /** Extra words shoppers type for it, comma or space separated ('jhabla, party wear'). */
  searchSynonyms: z.string().trim().max(500, 'At most 500 characters'),
  status: z.enum(PRODUCT_STATUSES, { message: 'Choose draft, live or archived' }),
  variants: z
    .array(adminVariantInput)
    .min(1, M.variantsRequired)
    .max(12, M.tooManyVariants)
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((v, i) => {
        const key = v.color.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'color'], message: M.duplicateColour });
        seen.add(key);
      });
    }),
};

/** POST /api/admin/products. */
export const adminProductCreateBody = z.object({
  ...productFields,
  gender: productFields.gender.default('unisex'),
  features: productFields.features.default(NO_FEATURES),
  CODAvailable: productFields.CODAvailable.default(true),
  searchSynonyms: productFields.searchSynonyms.default(''),
  status: productFields.status.default('draft'),
});
export type AdminProductCreateBody = z.input<typeof adminProductCreateBody>;

/**
 * PATCH /api/admin/products/{id}: any of the fields, with the version the editor opened. `variants`, when
 * sent, is the whole new list of colours (each existing one by its _id).
 */
export const adminProductPatchBody = z
  .object(productFields)
  .partial()
  .extend({ version: z.number({ message: 'version is required' }).int().min(1) });
export type AdminProductPatchBody = z.input<typeof adminProductPatchBody>;

export const adminVariantSchema = z.object({
  _id: z.string(),
  color: z.string(),
  colorName: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  wholesalePrice: z.number(),
  images: z.array(z.string()),
  sizes: z.array(z.object({ size: z.string(), stock: z.number().int() })),
});

export const adminProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string(),
  subcategoryName: z.string(),
  productType: z.string(),
  gender: z.enum(GENDERS),
  features: featuresSchema,
  CODAvailable: z.boolean(),
  searchSynonyms: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  version: z.number().int(),
  variants: z.array(adminVariantSchema),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  salesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The {id} of /api/admin/products/{id}. */
export const adminProductParams = z.object({ id: z.uuid({ error: M.notFound }) });

export const adminProductResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  product: adminProductSchema,
});
export const adminProductDetailResponse = z.object({ success: z.literal(true), product: adminProductSchema });

// ---------------------------------------------------------------------------------------------
// The list (GET /api/admin/products): fast at 100k products (indexed filters, a page of 25).

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export const STOCK_STATE_LABELS: Record<(typeof STOCK_STATES)[number], string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};
/** A size at or below this many pieces counts as low stock (the dashboard uses the same figure). */
export const LOW_STOCK_AT = 5;
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_SORTS = ['updated', 'newest', 'name', 'price'] as const;

export const adminProductListQuery = z.object({
  /** A product's name (any part), or its id. */
  search: z.string().trim().max(100, 'Search text is too long').optional(),
  brand: z.uuid({ message: 'Invalid brand' }).optional(),
  category: z.uuid({ message: 'Invalid category' }).optional(),
  subcategory: z.uuid({ message: 'Invalid subcategory' }).optional(),
  productType: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'Invalid product type')
    .optional(),
  /** in: some size in stock; low: some size at or below LOW_STOCK_AT; out: no size in stock. */
  stock: z.enum(STOCK_STATES, { message: 'stock must be in, low or out' }).optional(),
  status: z.enum(PRODUCT_STATUSES, { message: 'status must be draft, live or archived' }).optional(),
  cod: z.enum(['yes', 'no'], { message: 'cod must be yes or no' }).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { message: 'Unknown sort' }).default('updated'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

export const adminProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  productType: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** The first colour's first picture. */
  image: z.string().nullable(),
  /** The card price (rupees) and the M.R.P. */
  price: z.number(),
  mrp: z.number(),
  /** Pieces in stock over every colour and size. */
  stock: z.number().int(),
  /** Sizes (over all colours) with stock, and sizes in all. */
  sizesInStock: z.number().int(),
  sizes: z.number().int(),
  colours: z.number().int(),
  CODAvailable: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(adminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const adminProductTypesResponse = z.object({ success: z.literal(true), types: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
// Bulk edit (POST /api/admin/products/bulk): one price and/or stock change over many products; each
// product is changed or refused on its own, with its reason.

export const adminProductBulkBody = z
  .object({
    productIds: z.array(z.uuid()).min(1, 'Choose at least one product').max(500, M.bulkTooMany),
    /**
     * set: every colour's price becomes value (rupees); percent: prices change by value percent (−10 cuts
     * a tenth); amount: prices change by value rupees. An offer price left above the new price is dropped.
     */
    price: z
      .object({
        mode: z.enum(['set', 'percent', 'amount']),
        value: z.number().finite().min(-1_000_000).max(1_000_000),
      })
      .optional(),
    /** set: every size's stock becomes value; add: value is added (negative takes away, never below 0). */
    stock: z
      .object({
        mode: z.enum(['set', 'add']),
        value: z.number().int(M.stockWhole).min(-1_000_000).max(1_000_000),
      })
      .optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
  })
  .refine((b) => b.price || b.stock || b.status, { message: M.bulkNothing, path: ['price'] })
  .refine((b) => !(b.stock?.mode === 'set' && b.stock.value < 0), {
    message: M.stockNegative,
    path: ['stock', 'value'],
  })
  .refine((b) => !(b.price?.mode === 'set' && b.price.value < 0), {
    message: M.priceNegative,
    path: ['price', 'value'],
  });
export type AdminProductBulkBody = z.input<typeof adminProductBulkBody>;

export const adminProductBulkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z.array(z.string()),
  refused: z.array(z.object({ productId: z.string(), name: z.string(), reason: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Pictures (POST /api/admin/uploads, multipart `file`): checked by their bytes, turned upright, stripped
// of EXIF, resized to the sizes the storefront draws and stored as WebP.

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** What a picture is for decides the box it is fitted to (the storefront's sizes). */
export const UPLOAD_KINDS = ['product', 'banner', 'card', 'tile', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose a picture to upload.',
  notAnImage: 'This file is not a picture the shop can use: upload a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: 'This picture is over 8 MB: choose a smaller one.',
  tooSmall:
    'This picture is too small: choose one at least 200 pixels on each side (a logo: at least 60 pixels high).',
} as const;
export const adminUploadQuery = z.object({
  kind: z
    .enum(UPLOAD_KINDS, { message: `kind must be one of ${UPLOAD_KINDS.join(', ')}` })
    .default('product'),
});
export const adminUploadResponse = z.object({
  success: z.literal(true),
  /** The stored picture's name (the storefront shows it from /uploads/{file}). */
  file: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
