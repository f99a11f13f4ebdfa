import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { queryRows } from '../server/db/rows.ts';
import { DEMO_OWNER_PHONE } from '../server/db/seed/staff.ts';
import { createAlertService } from '../server/modules/alerts/index.ts';
import { createCatalogueChanges, createStockSheet } from '../server/modules/catalog/index.ts';
import { createNotificationService } from '../server/modules/notifications/index.ts';
import { createAuditService } from '../server/modules/staff/index.ts';
import { demoShopDatabase, numberArg } from './support.ts';

// The stock sheet at shop scale, on PostgreSQL, through the sheet's own service: the whole catalogue
// exported, one brand exported, then 5,000-row sheets checked (dry run), imported, and imported back
// as they were (so the database is left as found). It uses the console bench's database
// (ll_bench_console_{products}: the demo shop, made by bench/console-products.ts or here when absent).
//   DATABASE_URL=postgres://… npx tsx bench/stock-sheet.ts
//   options: --products 100000 --rows 5000 --reseed

const PRODUCTS = numberArg('products', 100_000);
const ROWS = numberArg('rows', 5000);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The stock sheet bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');
const shop = await demoShopDatabase(serverUrl, PRODUCTS, { reseed: process.argv.includes('--reseed') });
console.log(`database: ${shop.name}: ${shop.seeding}`);

const database = await openDatabase({ url: shop.url, poolSize: 4 });
const db = database.db;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

try {
  const [owner] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE phone = ${`+91${DEMO_OWNER_PHONE}`}`,
  );
  if (!owner) throw new Error('the demo owner is missing');
  const actor = { userId: owner.id, role: 'owner' as const, via: 'command' as const };

  const clock = () => new Date();
  const alerts = createAlertService({
    db,
    clock,
    notifications: createNotificationService({ db }),
  });
  const sheet = createStockSheet({
    db,
    clock,
    audit: createAuditService({ db, clock }),
    catalogueChanges: createCatalogueChanges({
      invalidateCaches: () => {},
      tellWaitingShoppers: alerts.tellWaitingShoppers,
    }),
  });
  const read = async (filter: Parameters<typeof sheet.exportSheet>[0]) => {
    let text = '';
    for await (const chunk of sheet.exportSheet(filter).csv) text += chunk;
    return text;
  };

  const [whole, wholeMs] = await timed(() => read({}));
  const wholeRows = parse(whole, { bom: true }) as string[][];
  console.log(
    `export, whole catalogue: ${wholeRows.length - 1} rows, ${(whole.length / 1e6).toFixed(1)} MB in ${seconds(wholeMs)}`,
  );
  const [brand] = await queryRows<{ id: string }>(db, sql`SELECT brand_id AS id FROM products LIMIT 1`);
  const [oneBrand, brandMs] = await timed(() => read({ brand: brand?.id }));
  console.log(`export, one brand: ${oneBrand.split('\n').length - 2} rows in ${seconds(brandMs)}`);

  // Two sheets of ROWS rows, each with one more piece per row: whole products (a brand's or category's
  // sizes together, as a sheet is usually edited: ~12 sizes a product) and one size of each of ROWS
  // products (the most products one sheet of ROWS rows can touch).
  const [header, ...body] = wholeRows;
  const step = Math.max(1, Math.floor(body.length / ROWS));
  const middle = Math.floor(body.length / 2);
  const sheets: [string, string[][]][] = [
    ['whole products', body.slice(middle, middle + ROWS)],
    ['one size of each product', body.filter((_, i) => i % step === 0).slice(0, ROWS)],
  ];
  const csvOf = (rows: string[][]) => stringify([header ?? [], ...rows]);
  for (const [name, picked] of sheets) {
    const edited = csvOf(picked.map((r) => [...r.slice(0, 5), String(Number(r[5]) + 1)]));
    const original = csvOf(picked);
    const [dry, dryMs] = await timed(() => sheet.importSheet(actor, edited, { dryRun: true }));
    console.log(
      `import ${picked.length} rows (${name}), dry run: ${dry.changed} changes in ${dry.products} products, ${seconds(dryMs)}`,
    );
    const [real, realMs] = await timed(() => sheet.importSheet(actor, edited, { dryRun: false }));
    console.log(`import ${picked.length} rows (${name}): ${real.changed} written in ${seconds(realMs)}`);
    const [back, backMs] = await timed(() => sheet.importSheet(actor, original, { dryRun: false }));
    console.log(
      `import ${picked.length} rows (${name}) back as they were: ${back.changed} written in ${seconds(backMs)}`,
    );
  }
} finally {
  await database.close();
}
