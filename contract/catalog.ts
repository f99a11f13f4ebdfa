import { z } from 'zod';
import { LISTING_MAX_LIMIT, LISTING_PAGE_SIZE } from './constants.ts';
import { homeLinkSchema } from './home-link.ts';
import { searchUnderstoodSchema } from './search.ts';

// Catalogue shapes used by both the server's response schemas and the web's calls.
// Image fields hold file names; the web shows them from /uploads/{file}.
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  categoryId: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const brandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const categoryListResponse = z.object({
  success: z.literal(true),
  categories: z.array(categorySchema),
});
export const subcategoryListResponse = z.object({
  success: z.literal(true),
  subCategories: z.array(subcategorySchema),
});
export const brandListResponse = z.object({ success: z.literal(true), brands: z.array(brandSchema) });

// ---------------------------------------------------------------------------------------------
// Products (rules/storefront §3). Prices are rupees on the wire.

export const sizeStockSchema = z.object({ size: z.string(), stock: z.number().int() });
export type SizeStock = z.infer<typeof sizeStockSchema>;

export const variantSchema = z.object({
  _id: z.string(),
  color: z.string(),
  colorName: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  offerPrice: z.number().nullable(),
  wholesalePrice: z.number(),
  sizes: z.array(sizeStockSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const productOfferSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  discountPercent: z.number().int(),
  endsAt: z.string().nullable(),
});

/** The fields every product card reads. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The brand's name (the spec reads `brand` or `brandName`). */
  brand: z.string(),
  brandName: z.string(),
  brandId: z.string(),
  images: z.array(z.string()),
  variants: z.array(variantSchema),
  offers: z.array(productOfferSchema),
  defaultPrice: z.number(),
  discountPercentage: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  /**
   * Whether the product can be paid by cash on delivery, the shop's only way to pay: when false it
   * cannot be ordered, and every screen that offers it says so (docs/decisions/020).
   */
  CODAvailable: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const featuresSchema = z.object({
  netWeight: z.string().nullable(),
  material: z.string().nullable(),
  soleMaterial: z.string().nullable(),
  fit: z.string().nullable(),
  occasion: z.string().nullable(),
  sleevesType: z.string().nullable(),
  length: z.string().nullable(),
});

export const productDetailSchema = productCardSchema.extend({
  title: z.string(),
  description: z.string(),
  productType: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string(),
  subcategoryName: z.string(),
  features: featuresSchema,
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productViewResponse = z.object({
  success: z.literal(true),
  product: productDetailSchema,
  discountPercentage: z.number().int(),
  brandName: z.string(),
  reviews: z.array(reviewSchema),
});
export type ProductViewResponse = z.infer<typeof productViewResponse>;

// ---------------------------------------------------------------------------------------------
// Listing facets (`facets=true`): how many of the current result each filter value would show. The
// shop's own; the spec is silent. Counts are disjunctive: a facet's counts apply every other filter
// but not its own, so with "3-4Y" chosen "4-5Y" still shows what ticking it too would add. Values
// counting 0 are left out unless selected. A gender's count is what choosing it alone shows (boys and
// girls include unisex products).

/** Who a product is made for (the listing's gender filter); boys and girls include unisex products. */
export const GENDERS = ['boys', 'girls', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { boys: 'Boys', girls: 'Girls', unisex: 'Unisex' };

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;
export const labelledFacetCountSchema = facetCountSchema.extend({ label: z.string() });
export type LabelledFacetCount = z.infer<typeof labelledFacetCountSchema>;
export const colourFacetCountSchema = labelledFacetCountSchema.extend({
  /** The colour's usual swatch (#RRGGBB), when the catalogue has one. */
  swatch: z.string().nullable(),
});
export type ColourFacetCount = z.infer<typeof colourFacetCountSchema>;

export const listingFacetsSchema = z.object({
  /** Age sizes in AGE_SIZES order, then shoe sizes in SHOE_SIZES order, then any other size. */
  size: z.array(facetCountSchema),
  /** In GENDERS order. */
  gender: z.array(labelledFacetCountSchema.extend({ value: z.enum(GENDERS) })),
  /** Value: the lower-case name the `colour` filter takes; most products first. */
  colour: z.array(colourFacetCountSchema),
  /** Value: the category's id; in the shop's category order. */
  category: z.array(labelledFacetCountSchema),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const productListResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  products: z.array(productCardSchema),
  total: z.number().int(),
  /**
   * The collection the filters open, when they open one (a slide, section, pick, subcategory,
   * category, one brand, or a product type and price): the listing's heading names it.
   */
  collection: z.string().nullable(),
  /** Present when the query asked `facets=true`. */
  facets: listingFacetsSchema.optional(),
  /** With a search: what its words were understood to mean (age sizes, boys or girls, the words). */
  understood: searchUnderstoodSchema.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const similarProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(productCardSchema),
});

// ---------------------------------------------------------------------------------------------
// Listing query (rules/storefront §2 Product listing, §3 Listing filters). Every value arrives as text.

export const SORT_FIELDS = ['price', 'createdAt', 'popularity', 'rating'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** Products created within this many days count as new arrivals. */
export const NEW_ARRIVAL_DAYS = 30;
export const SEARCH_MAX_LENGTH = 100;

const commaList = <T extends z.ZodType<unknown, string>>(item: T, message: string) =>
  z
    .string()
    .max(1000, message)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50, message));

const uuidParam = (label: string) => z.uuid({ message: `Invalid ${label}` });
const numberParam = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .pipe(
      z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`),
    );

export const listingQuerySchema = z
  .object({
    search: z.string().trim().max(SEARCH_MAX_LENGTH, 'Search text is too long').optional(),
    productType: commaList(
      z.string().regex(/^[a-z0-9-]{1,40}$/i, 'Invalid productType'),
      'Invalid productType',
    ).optional(),
    subcategory: uuidParam('subcategory').optional(),
    /** One category (the spec's) or several, comma-separated (the listing's category filter). */
    category: commaList(uuidParam('category'), 'Invalid category').optional(),
    minPrice: numberParam('minPrice', 0, 1_000_000).optional(),
    maxPrice: numberParam('maxPrice', 0, 1_000_000).optional(),
    brand: commaList(z.string().min(1).max(60), 'Invalid brand').optional(),
    size: commaList(z.string().regex(/^[A-Za-z0-9 .-]{1,16}$/, 'Invalid size'), 'Invalid size').optional(),
    gender: commaList(
      z.enum(GENDERS, { message: `gender must be one of ${GENDERS.join(', ')}` }),
      'Invalid gender',
    ).optional(),
    /** Colour names, any case ('Sky Blue'); matched lower-cased. */
    colour: commaList(
      z.string().regex(/^[A-Za-z][A-Za-z '-]{0,39}$/, 'Invalid colour'),
      'Invalid colour',
    ).optional(),
    /** 'true': the answer also carries the facets' counts (rules below productListResponse). */
    facets: z.enum(['true', 'false'], { message: 'facets must be true or false' }).optional(),
    discountMin: numberParam('discountMin', 0, 99).optional(),
    minRating: numberParam('minRating', 0, 5).optional(),
    maxRating: numberParam('maxRating', 0, 5).optional(),
    newArrivals: z.enum(['true', 'false'], { message: 'newArrivals must be true or false' }).optional(),
    productSliderId: uuidParam('productSliderId').optional(),
    topPicksId: uuidParam('topPicksId').optional(),
    topSaleSectionId: uuidParam('topSaleSectionId').optional(),
    sort: z.enum(['asc', 'desc'], { message: 'sort must be asc or desc' }).optional(),
    sortField: z
      .enum(SORT_FIELDS, { message: `sortField must be one of ${SORT_FIELDS.join(', ')}` })
      .optional(),
    page: z.coerce
      .number({ message: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page is too large')
      .default(1),
    // Larger limits are capped rather than refused: a client asking for more simply gets a full page.
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .default(LISTING_PAGE_SIZE)
      .transform((n) => Math.min(n, LISTING_MAX_LIMIT)),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ListingQuery = z.infer<typeof listingQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Search suggestions (GET /api/user/Products/suggestions?search=…): what the listing's empty state
// offers when a search finds nothing. Each suggestion is a catalogue name (a product, brand,
// subcategory or colour) close to the search text by pg_trgm similarity, and itself finds products.

export const SUGGESTION_KINDS = ['product', 'brand', 'category', 'colour'] as const;
export const SEARCH_SUGGESTIONS_MAX = 5;

export const searchSuggestionsQuerySchema = z.object({
  search: z
    .string({ message: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(SEARCH_MAX_LENGTH, 'Search text is too long'),
});
export const searchSuggestionSchema = z.object({
  /** A search text that finds products ('Did you mean <text>?'). */
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsResponse = z.object({
  success: z.literal(true),
  /** Products the search text finds with no other filter (0: the words themselves find nothing). */
  total: z.number().int(),
  /** Empty unless total is 0; closest first. */
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponse>;

// ---------------------------------------------------------------------------------------------
// Home (rules/storefront §2 Home page, §3 Home data).

/**
 * What a home item opens when the console set a link (contract/home-link.ts); null: what it opens by
 * the spec (its own products, its product type and price, its article).
 */
const homeLink = homeLinkSchema.nullable();
export const sliderSchema = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  link: homeLink,
});
export const tileSchema = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  link: homeLink,
});
export const offerCardSchema = tileSchema.extend({ articleId: z.string().nullable() });
export const trendingCardSchema = tileSchema.extend({
  affordablePrice: z.number(),
  productType: z.string().nullable(),
});
export const lowestPriceCardSchema = z.object({
  _id: z.string(),
  image: z.string(),
  description: z.string(),
  startingPrice: z.number(),
  /** The product types the card opens (empty: every type), lowest price first. */
  productTypes: z.array(z.string()),
  link: homeLink,
});

export const homeDataSchema = z.object({
  ProductSliders: z.array(sliderSchema),
  BrandSliders: z.array(brandSchema),
  CategorySliders: z.array(categorySchema),
  topSales: z.array(tileSchema),
  newArrivals: z.array(productCardSchema),
  featuredProducts: z.array(productCardSchema),
  OfferSection: z.array(offerCardSchema),
  brands: z.array(brandSchema),
  featuringBrandsNow: z.array(brandSchema),
  affordableProducts: z.array(trendingCardSchema),
  topPicksBestPrice: z.array(tileSchema),
  lowToHighProducts: z.array(lowestPriceCardSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;
export const homeResponse = z.object({
  success: z.literal(true),
  status: z.literal(200),
  data: homeDataSchema,
});
export type HomeResponse = z.infer<typeof homeResponse>;

export const articleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export const articleResponse = z.object({ success: z.literal(true), data: z.array(articleSchema) });

export const coinValueResponse = z.object({ success: z.literal(true), coinValue: z.number() });
