import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { referralArticles } from './content.ts';

// Home-page merchandising (storefront.md §2 Home page, §3 entities). Each list is ordered by position.

export const productSliders = pgTable('product_sliders', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
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
