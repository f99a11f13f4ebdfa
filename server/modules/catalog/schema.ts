import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HomeLink } from '../../../contract/home-link.ts';
import type { SizeChartRow } from '../../../contract/size-chart.ts';

// Money columns hold integer paise (rules/design §3).

/** PostgreSQL full-text document; written only by SQL (server/modules/catalog/summaries-repo.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  image: text('image'),
  isFeatured: boolean('is_featured').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** Hidden brands stay on their products but leave the storefront's brand lists and home rows. */
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  position: integer('position').notNull().default(0),
  /** Hidden categories leave the storefront's category lists and home row. */
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subcategories_category_slug_uq').on(t.categoryId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    productType: text('product_type').notNull(),
    // Features (rules/storefront §3); 'N/A' is a value the product page hides for some rows.
    netWeight: text('net_weight'),
    material: text('material'),
    soleMaterial: text('sole_material'),
    fit: text('fit'),
    occasion: text('occasion'),
    sleevesType: text('sleeves_type'),
    length: text('length'),
    codAvailable: boolean('cod_available').notNull().default(true),
    /** Extra words shoppers type for this product ('jhabla', 'party wear'); part of the search document. */
    searchSynonyms: text('search_synonyms').notNull().default(''),
    /** Lowest variant price in paise, kept for cards and price filters. */
    defaultPrice: integer('default_price').notNull(),
    // Derived from the variants by refreshProductSummaries(); listing filters and sorts read these.
    /** The card price (rules/storefront §2 card price rule, first variant), paise. */
    cardPrice: integer('card_price').notNull().default(0),
    /** The first variant's M.R.P (wholesale price), paise. */
    mrp: integer('mrp').notNull().default(0),
    /** floor((M.R.P − card price) / M.R.P × 100). */
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Sizes with stock above 0 in any colour. */
    inStockSizes: text('in_stock_sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Who it is made for: boys, girls or unisex (the listing's gender filter, contract/catalog.ts). */
    gender: text('gender').notNull().default('unisex'),
    /** Its colours' names, lower-cased (the listing's colour filter and counts); derived like inStockSizes. */
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    /** Weighted document: name (A) > brand (B) > colours, material, occasion, type (C) > description (D). */
    searchVector: tsvector('search_vector'),
    averageRating: real('average_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /** draft (being prepared, invisible), live (on sale) or archived (off sale, kept on old orders). */
    status: text('status').notNull().default('live'),
    /** Whether shoppers see it: derived from status by the database, never written. */
    isActive: boolean('is_active').notNull().generatedAlwaysAs(sql`status = 'live'`),
    /** Raised by every console save; a save carrying an older version is refused (two staff editing). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Listing orders: (column, id) partial indexes over active products, read forwards or backwards, so
    // a page — even a deep one — is an index-only walk and the unfiltered count needs no table scan.
    index('products_list_created_idx').on(t.createdAt, t.id).where(sql`is_active`),
    index('products_list_price_idx').on(t.cardPrice, t.id).where(sql`is_active`),
    index('products_list_sales_idx').on(t.salesCount, t.id).where(sql`is_active`),
    index('products_list_rating_idx').on(t.averageRating, t.id).where(sql`is_active`),
    // The common entry points of the listing, newest first.
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id).where(sql`is_active`),
    index('products_subcategory_created_idx').on(t.subcategoryId, t.createdAt, t.id).where(sql`is_active`),
    // A brand's page walks only its own products (through products_list_created_idx it passed every
    // other brand's too, reading each row to check its brand).
    index('products_brand_created_idx').on(t.brandId, t.createdAt, t.id).where(sql`is_active`),
    // The sitemap's pages of live products by id, with their last change (server/modules/seo): index-only.
    index('products_sitemap_idx').on(t.id, t.updatedAt).where(sql`is_active`),
    index('products_brand_idx').on(t.brandId),
    index('products_type_idx').on(t.productType),
    index('products_discount_idx').on(t.discountPercent),
    index('products_sizes_gin').using('gin', t.inStockSizes),
    index('products_colours_gin').using('gin', t.colours),
    index('products_gender_idx').on(t.gender),
    check('products_gender_check', sql`${t.gender} in ('boys', 'girls', 'unisex')`),
    index('products_search_gin').using('gin', t.searchVector),
    check('products_default_price_nonneg', sql`${t.defaultPrice} >= 0`),
    check('products_status_check', sql`${t.status} in ('draft', 'live', 'archived')`),
    // The console's product list: draft and live products in each of its sorts (a page, even a deep
    // one, and the total are index-only walks), the products of one status, and its name search.
    index('products_updated_idx').on(t.updatedAt, t.id).where(sql`status <> 'archived'`),
    index('products_console_created_idx').on(t.createdAt, t.id).where(sql`status <> 'archived'`),
    index('products_console_name_idx').on(sql`lower(${t.name})`, t.id).where(sql`status <> 'archived'`),
    index('products_console_price_idx').on(t.cardPrice, t.id).where(sql`status <> 'archived'`),
    index('products_status_idx').on(t.status),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_rating_range', sql`${t.averageRating} >= 0 AND ${t.averageRating} <= 5`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Colour value, e.g. #F4A7B9. */
    color: text('color').notNull(),
    colorName: text('color_name').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    price: integer('price').notNull(),
    offerPrice: integer('offer_price'),
    /** The wholesale price, shown as M.R.P (the original price). */
    wholesalePrice: integer('wholesale_price').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    // A product's colour ids without reading the colours (the console's low-stock filter).
    index('product_variants_product_id_idx').on(t.productId, t.id),
    uniqueIndex('product_variants_product_color_uq').on(t.productId, t.color),
    check('product_variants_prices_nonneg', sql`${t.price} >= 0 AND ${t.wholesalePrice} >= 0`),
    check(
      'product_variants_offer_below_price',
      sql`${t.offerPrice} IS NULL OR (${t.offerPrice} >= 0 AND ${t.offerPrice} <= ${t.price})`,
    ),
  ],
);

export const variantSizes = pgTable(
  'variant_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variant_sizes_variant_size_uq').on(t.variantId, t.size),
    index('variant_sizes_size_idx').on(t.size),
    // Sizes running low (1 to LOW_STOCK_AT pieces, contract/admin-products.ts): the console's filter.
    index('variant_sizes_low_idx').on(t.variantId).where(sql`stock BETWEEN 1 AND 5`),
    check('variant_sizes_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const productOffers = pgTable(
  'product_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    discountPercent: smallint('discount_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('product_offers_product_idx').on(t.productId),
    check('product_offers_percent_range', sql`${t.discountPercent} > 0 AND ${t.discountPercent} < 100`),
  ],
);

/**
 * The size chart of a product type (t-shirt, frock, sneakers…): for each size, the age it fits and the
 * child's body measurements in centimetres, with the shop's note on how the type fits
 * (contract/size-chart.ts). A type without a row has no chart.
 */
export const sizeCharts = pgTable('size_charts', {
  productType: text('product_type').primaryKey(),
  fitNote: text('fit_note').notNull().default(''),
  rows: jsonb('rows').$type<SizeChartRow[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Words parents type that mean the same thing ('frock', 'dress'; 'kurta pajama', 'kurta set'): a search
 * holding any phrase of a group also finds the others. Kept by the console (contract/search.ts).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-case phrases of one or more words, at least two. */
  phrases: text('phrases').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every word of the catalogue's search documents, for typo correction by trigram similarity. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documents: integer('documents').notNull().default(0),
  },
  (t) => [index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** Referral content articles (GET /user/home/info/{id}); description keeps its line breaks. */
export const referralArticles = pgTable('referral_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Home-page merchandising (rules/storefront §2 Home page, §3 entities). Each list is ordered by position.
// Every item may open something other than its own hand-picked products (link), be hidden, and run
// from and until a time (the storefront shows it only inside its window).

const merchandising = () => ({
  /** What the item opens; null: its own hand-picked products (or, for an offer card, its article). */
  link: jsonb('link').$type<HomeLink>(),
  isVisible: boolean('is_visible').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * Whole home sections the owner switched off (the brand marquee, new arrivals, featured products…);
 * a section without a row is shown.
 */
export const homeSectionSettings = pgTable('home_section_settings', {
  section: text('section').primaryKey(),
  isVisible: boolean('is_visible').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productSliders = pgTable('product_sliders', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  ...merchandising(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productSliderProducts = pgTable(
  'product_slider_products',
  {
    sliderId: uuid('slider_id')
      .notNull()
      .references(() => productSliders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sliderId, t.productId] })],
);

export const topSaleSections = pgTable('top_sale_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  ...merchandising(),
  position: integer('position').notNull().default(0),
});

export const topSaleSectionProducts = pgTable(
  'top_sale_section_products',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => topSaleSections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] })],
);

export const topPicks = pgTable('top_picks', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  ...merchandising(),
  position: integer('position').notNull().default(0),
});

export const topPickProducts = pgTable(
  'top_pick_products',
  {
    topPickId: uuid('top_pick_id')
      .notNull()
      .references(() => topPicks.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topPickId, t.productId] })],
);

/** "Check these offers, made for you!" cards; all but the first open a content article. */
export const offerCards = pgTable('offer_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  articleId: uuid('article_id').references(() => referralArticles.id, { onDelete: 'set null' }),
  ...merchandising(),
  position: integer('position').notNull().default(0),
});

/** "Trending deals under 1000₹" cards. */
export const trendingCards = pgTable(
  'trending_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    /** Paise; shown as 'From {affordablePrice}'. */
    affordablePrice: integer('affordable_price').notNull(),
    productType: text('product_type'),
    ...merchandising(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('trending_cards_price_nonneg', sql`${t.affordablePrice} >= 0`)],
);

/** "Lowest Price Ever" cards; they open the listing with minPrice = startingPrice. */
export const lowestPriceCards = pgTable(
  'lowest_price_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    /** Paise. */
    startingPrice: integer('starting_price').notNull(),
    /** What the card opens: these product types, from the starting price, lowest price first. */
    productTypes: text('product_types').array().notNull().default(sql`'{}'::text[]`),
    ...merchandising(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('lowest_price_cards_price_nonneg', sql`${t.startingPrice} >= 0`)],
);

export const featuredProducts = pgTable('featured_products', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});
