// npm run db:seed -- [--products N] [--reset]
// Seeds the demo shop into the configured database (DATA_DIR's embedded database, or DATABASE_URL),
// drawing its pictures into the shop's file store (DATA_DIR/uploads, or the S3_* bucket). Large N (e.g. 100000) is for benchmarks: products are
// generated and written in batches and reuse the pictures of the first 320 products.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../config.ts';
import { openStore } from '../../platform/storage.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { DEFAULT_PRODUCTS, isCatalogueEmpty, seedDemoShop } from './index.ts';

const USAGE = `Usage: npm run db:seed -- [--products N] [--reset]

  --products N   number of products to generate (default ${DEFAULT_PRODUCTS})
  --reset        empty the catalogue, home merchandising and shop_meta tables first
                 (TRUNCATE … CASCADE: rows that refer to products, such as carts,
                 wishlists and orders, are emptied too)`;

/** Catalogue, merchandising and meta tables, children first. */
const RESET_TABLES = [
  'featured_products',
  'lowest_price_cards',
  'trending_cards',
  'offer_cards',
  'referral_articles',
  'top_pick_products',
  'top_picks',
  'top_sale_section_products',
  'top_sale_sections',
  'product_slider_products',
  'product_sliders',
  'reviews',
  'product_offers',
  'variant_sizes',
  'product_variants',
  'products',
  'subcategories',
  'categories',
  'brands',
  'shop_meta',
];

interface Args {
  products: number;
  reset: boolean;
}

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = { products: DEFAULT_PRODUCTS, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reset') args.reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 5_000_000)
        return `--products needs a whole number from 1 to 5000000, got ${value}`;
      args.products = n;
    } else if (arg === '--help' || arg === '-h') return '';
    else return `unknown option ${arg}`;
  }
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    if (args) console.error(`db:seed: ${args}\n`);
    console.error(USAGE);
    return args ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  // The store the shop reads (a silent logger: this command reports on the console itself).
  const store = await openStore(config, Fastify({ logger: false }).log);
  const pictures = config.s3 ? `the bucket ${config.s3.bucket}` : config.uploadsDir;
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (args.reset) {
      console.log(`db:seed: emptying ${RESET_TABLES.length} catalogue tables in the ${where}`);
      await db.execute(sql.raw(`TRUNCATE TABLE ${RESET_TABLES.join(', ')} CASCADE`));
    } else if (!(await isCatalogueEmpty(db))) {
      console.error(
        `db:seed: the ${where} already has a catalogue. Run again with --reset to replace it with the demo shop (this empties the catalogue tables).`,
      );
      return 1;
    }
    const started = performance.now();
    const summary = await seedDemoShop(db, {
      store,
      products: args.products,
      log: (msg) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${msg}`),
    });
    // Fresh statistics and visibility map: listings become index-only walks at once, not after autovacuum.
    await db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `db:seed: done in ${(summary.durationMs / 1000).toFixed(1)} s – ${summary.categories} categories, ` +
        `${summary.subcategories} subcategories, ${summary.brands} brands, ${summary.products} products, ` +
        `${summary.variants} variants, ${summary.sizes} sizes, ${summary.offers} offers, ${summary.reviews} reviews; ` +
        `${summary.images.referenced} pictures in ${pictures} (${summary.images.rendered} drawn now)`,
    );
    return 0;
  } finally {
    await store.close();
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('db:seed failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
