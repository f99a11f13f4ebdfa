// Seeds the demo shop: writes the catalogue and home merchandising, and draws every picture they use.
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { refreshProductSummaries, refreshSearchTerms } from '../../modules/catalog/summaries-repo.ts';
import type { FileStore } from '../../platform/index.ts';
import type { Database, Db } from '../client.ts';
import { withStartupLock } from '../migrate.ts';
import {
  brands,
  categories,
  coupons,
  featuredProducts,
  lowestPriceCards,
  offerCards,
  orders,
  productOffers,
  productSliderProducts,
  productSliders,
  products,
  productVariants,
  referralArticles,
  reviews,
  shopMeta,
  subcategories,
  topPickProducts,
  topPicks,
  topSaleSectionProducts,
  topSaleSections,
  trendingCards,
  users,
  variantSizes,
} from '../schema/index.ts';
import { inTransaction } from '../transaction.ts';
import {
  buildMerchandising,
  buildProducts,
  buildTaxonomy,
  merchandisingImages,
  type ProductBatch,
  type ProductSummary,
  productImages,
} from './catalogue.ts';
import { seedDemoCoupons } from './coupons.ts';
import { retinaTwinName } from './images/registry.ts';
import { type RenderReport, renderImages } from './images/render.ts';
import { seedDemoSizeCharts } from './size-charts.ts';
import { seedDemoOwner } from './staff.ts';

/** Bump when the generated shop changes shape; stored in shop_meta for the record. */
export const DEMO_SEED_VERSION = 1;
export const DEMO_SEED_KEY = 'demo_seed';
export const DEFAULT_PRODUCTS = 320;
/** Up to this many products everything goes in one transaction; above it each batch commits alone. */
export const SINGLE_TRANSACTION_MAX = 5000;
const BATCH_PRODUCTS = 2000;
const ROWS_PER_INSERT = 1000;
const BATCHES_IN_FLIGHT = 2;

export interface SeedOptions {
  /** Where the pictures are drawn: the shop's file store (server/platform/storage.ts). */
  store: FileStore;
  /** Number of products (default 320). */
  products?: number;
  /** The seed's "today": product, review and article dates are relative to it. */
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  categories: number;
  subcategories: number;
  brands: number;
  products: number;
  variants: number;
  sizes: number;
  offers: number;
  reviews: number;
  images: { referenced: number; rendered: number; bytes: number };
  durationMs: number;
}

export type EnsureOptions = Omit<SeedOptions, 'products'>;

async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT) as T['$inferInsert'][]);
  }
}

/** True when the catalogue tables hold nothing at all. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  for (const table of [products, brands, categories]) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

/** True when the shop holds nothing of its own yet: no catalogue, coupons, shoppers or orders. */
export async function isShopEmpty(db: Db): Promise<boolean> {
  if (!(await isCatalogueEmpty(db))) return false;
  for (const table of [coupons, users, orders]) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

async function insertBatch(db: Db, batch: ProductBatch): Promise<void> {
  await insertAll(db, products, batch.products);
  await insertAll(db, productVariants, batch.variants);
  await insertAll(db, variantSizes, batch.sizes);
  await insertAll(db, productOffers, batch.offers);
  await insertAll(db, reviews, batch.reviews);
}

/**
 * Fills an empty database with the demo shop and draws its pictures into the file store.
 * Up to 5,000 products it is one transaction; larger catalogues (the CLI's benchmarks) commit
 * batch by batch, so memory stays bounded and a failure leaves the batches written so far.
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const now = options.now ?? new Date();
  if (!(await isCatalogueEmpty(db))) {
    throw new Error(
      'seedDemoShop: the catalogue is not empty; the demo shop is only seeded into an empty database',
    );
  }

  const taxonomy = buildTaxonomy(now);
  const images = new Set([...taxonomy.images, ...merchandisingImages(), ...productImages(total)]);
  log(`demo shop: ${total} products, ${images.size} pictures`);
  const rendered = await drawDemoPictures(images, options.store, log);

  const summary: SeedSummary = {
    categories: taxonomy.categories.length,
    subcategories: taxonomy.subcategories.length,
    brands: taxonomy.brands.length,
    products: 0,
    variants: 0,
    sizes: 0,
    offers: 0,
    reviews: 0,
    images: { referenced: images.size, rendered: rendered.rendered, bytes: rendered.bytes },
    durationMs: 0,
  };
  const summaries: ProductSummary[] = [];

  const writeProducts = async (target: Db, start: number, count: number) => {
    const batch = buildProducts(start, count, now);
    await insertBatch(target, batch);
    // Tables that grow from empty keep the planner's "tiny table" statistics until autovacuum catches
    // up, turning the summary refresh into scans; fresh statistics keep each batch as fast as the first.
    if (total > SINGLE_TRANSACTION_MAX) {
      await target.execute(sql`ANALYZE products, product_variants, variant_sizes, product_offers`);
    }
    // Card prices, discounts, sizes in stock and search documents that listings filter on.
    await refreshProductSummaries(
      target,
      batch.products.flatMap((p) => (p.id ? [p.id] : [])),
    );
    summary.products += batch.products.length;
    summary.variants += batch.variants.length;
    summary.sizes += batch.sizes.length;
    summary.offers += batch.offers.length;
    summary.reviews += batch.reviews.length;
    for (const s of batch.summaries) summaries.push(s);
    if (total > BATCH_PRODUCTS) {
      log(`  products ${start + count}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  };

  const writeTaxonomy = async (target: Db) => {
    await insertAll(target, categories, taxonomy.categories);
    await insertAll(target, subcategories, taxonomy.subcategories);
    await insertAll(target, brands, taxonomy.brands);
  };

  const writeMerchandising = async (target: Db) => {
    const m = buildMerchandising(summaries, now);
    await insertAll(target, productSliders, m.productSliders);
    await insertAll(target, productSliderProducts, m.productSliderProducts);
    await insertAll(target, topSaleSections, m.topSaleSections);
    await insertAll(target, topSaleSectionProducts, m.topSaleSectionProducts);
    await insertAll(target, topPicks, m.topPicks);
    await insertAll(target, topPickProducts, m.topPickProducts);
    await insertAll(target, referralArticles, m.referralArticles);
    await insertAll(target, offerCards, m.offerCards);
    await insertAll(target, trendingCards, m.trendingCards);
    await insertAll(target, lowestPriceCards, m.lowestPriceCards);
    await insertAll(target, featuredProducts, m.featuredProducts);
    await seedDemoCoupons(target, now);
    await seedDemoSizeCharts(target, now);
    await seedDemoOwner(target, now);
    const value = { version: DEMO_SEED_VERSION, products: total, seededAt: now.toISOString() };
    await target
      .insert(shopMeta)
      .values({ key: DEMO_SEED_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: shopMeta.key, set: { value, updatedAt: now } });
  };

  if (total <= SINGLE_TRANSACTION_MAX) {
    await inTransaction(db, async (t) => {
      await writeTaxonomy(t);
      for (let start = 0; start < total; start += BATCH_PRODUCTS) {
        await writeProducts(t, start, Math.min(BATCH_PRODUCTS, total - start));
      }
      await writeMerchandising(t);
    });
  } else {
    // Large benchmark catalogues: one transaction per batch keeps locks and memory small, and two
    // batches in flight let the next one be built while the database writes the last.
    await inTransaction(db, writeTaxonomy);
    const inFlight = new Set<Promise<void>>();
    const failures: unknown[] = [];
    for (let start = 0; start < total && failures.length === 0; start += BATCH_PRODUCTS) {
      const count = Math.min(BATCH_PRODUCTS, total - start);
      const job: Promise<void> = inTransaction(db, (tx) => writeProducts(tx, start, count))
        .catch((error: unknown) => {
          failures.push(error);
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (failures.length > 0) throw failures[0];
    await inTransaction(db, writeMerchandising);
  }

  await refreshSearchTerms(db);
  summary.durationMs = Math.round(performance.now() - started);
  log(
    `demo shop seeded: ${summary.products} products, ${summary.variants} variants, ${summary.reviews} reviews in ${(summary.durationMs / 1000).toFixed(1)} s`,
  );
  return summary;
}

/** The private object that lists the demo pictures already drawn into a bucket. */
export const DEMO_PICTURES_MARKER = `demo-pictures/v${DEMO_SEED_VERSION}.json`;

async function drawnPictures(store: FileStore): Promise<Set<string>> {
  const bytes = await store.readPrivate(DEMO_PICTURES_MARKER);
  if (!bytes) return new Set();
  try {
    const names: unknown = JSON.parse(bytes.toString('utf8')).names;
    return new Set(Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Draws the demo pictures the store lacks. On disk every name is looked for (a stat each, and the
 * uploads folder may have been emptied beside a kept database). In a bucket each look is a request, so
 * the names drawn are recorded in one private object: a new instance reads it once and looks for, and
 * draws, only names it does not list (none, after the first start).
 */
async function drawDemoPictures(
  names: Iterable<string>,
  store: FileStore,
  log?: (msg: string) => void,
  concurrency = 2,
): Promise<RenderReport> {
  const options = { concurrency, ...(log ? { log } : {}) };
  if (store.kind === 'disk') return renderImages(names, store, options);
  const drawn = await drawnPictures(store);
  const wanted = [...new Set(names)];
  const report = await renderImages(
    wanted.filter((name) => !drawn.has(name)),
    store,
    options,
  );
  const known = new Set(report.unknown);
  const fresh = wanted.filter((name) => !drawn.has(name) && !known.has(name));
  report.existing += wanted.length - fresh.length - known.size;
  if (fresh.length > 0) {
    const listed = JSON.stringify({ version: DEMO_SEED_VERSION, names: [...drawn, ...fresh].sort() });
    await store.putPrivate(DEMO_PICTURES_MARKER, Buffer.from(listed), 'application/json');
  }
  return report;
}

/** Every picture file name the database refers to (brands, categories, variants, home sections). */
export async function referencedImages(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select logo as name from brands where logo is not null
    union select image from brands where image is not null
    union select image from categories where image is not null
    union select image from subcategories where image is not null
    union select image from product_sliders
    union select image from top_sale_sections
    union select image from top_picks
    union select image from offer_cards
    union select image from trending_cards
    union select image from lowest_price_cards
    union select image from referral_articles
    union select jsonb_array_elements_text(images) from product_variants
  `)) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

/**
 * Draws the double-size twins (name@2x.webp) of the demo's product pictures that the store lacks, for
 * sharp zoom and high-density screens. Each has four times the pixels, so a full set takes a few
 * minutes of one core: main.ts runs it in the background once the shop is open, and the storefront
 * shows the 1x of a picture until its twin exists.
 */
export async function drawDemoTwins(db: Db, store: FileStore, log?: (msg: string) => void) {
  const twins = (await referencedImages(db)).flatMap((name) => retinaTwinName(name) ?? []);
  return drawDemoPictures(twins, store, log, 1);
}

/** Draws every referenced picture missing from the store (pictures we do not know are left alone). */
export async function restoreDemoImages(db: Db, store: FileStore, log?: (msg: string) => void) {
  return drawDemoPictures(await referencedImages(db), store, log);
}

/**
 * Seeds the demo shop once: only when it was never seeded (no `demo_seed` row in shop_meta) and the shop
 * is empty, so a restart (or a shop with its own data) is never seeded over, and nothing the owner
 * deletes afterwards (coupons, products, home sections) comes back. When already seeded, it only
 * redraws missing pictures, so a fresh uploads folder next to an existing database still shows them.
 * Both happen under the start-up lock: instances starting together on one database and bucket draw the
 * pictures once, the others finding them done.
 */
export async function ensureDemoShop(
  database: Database,
  options: EnsureOptions,
): Promise<'seeded' | 'already-seeded'> {
  const db = database.db;
  const outcome = await withStartupLock(database, async () => {
    const marker = await db
      .select({ key: shopMeta.key })
      .from(shopMeta)
      .where(eq(shopMeta.key, DEMO_SEED_KEY))
      .limit(1);
    if (marker.length === 0 && (await isShopEmpty(db))) {
      await seedDemoShop(db, options);
      return 'seeded' as const;
    }
    const report = await restoreDemoImages(db, options.store, options.log);
    if (report.rendered > 0) options.log?.(`demo shop: redrew ${report.rendered} missing pictures`);
    return 'already-seeded' as const;
  });
  return outcome;
}
