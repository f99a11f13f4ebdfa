import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrderListQuery } from '../contract/admin-orders.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { queryRows } from '../server/db/rows.ts';
import { deskOrdersCount, deskOrdersPage } from '../server/modules/orders/desk-repo.ts';
import { createOrderDesk, filterOf } from '../server/modules/orders/desk-service.ts';
import { databaseUrl, numberArg, onServer, quantile } from './support.ts';

// The console's order desk at shop scale: 100,000 orders over 90 days from 20,000 shoppers in several
// states and pincodes, written with generate_series. Each list the desk offers is timed through the
// desk's own service (page and exact total, as the route answers) over `--runs` runs after a warm-up,
// and its two statements are shown with EXPLAIN ANALYZE.
//   npx tsx bench/order-desk.ts                       (the embedded database, in memory)
//   DATABASE_URL=postgres://… npx tsx bench/order-desk.ts   (a throw-away database on that server)
//   options: --orders 100000 --shoppers 20000 --runs 30 --plans (print whole plans)

const ORDERS = numberArg('orders', 100_000);
const SHOPPERS = numberArg('shoppers', 20_000);
const RUNS = numberArg('runs', 30);
const WHOLE_PLANS = process.argv.includes('--plans');

const serverUrl = process.env.DATABASE_URL;
const dbName = `desk_bench_${randomBytes(3).toString('hex')}`;

const STATES = [
  ['Maharashtra', 'Mumbai', 400],
  ['Karnataka', 'Bengaluru', 560],
  ['Tamil Nadu', 'Chennai', 600],
  ['Delhi', 'New Delhi', 110],
  ['West Bengal', 'Kolkata', 700],
  ['Telangana', 'Hyderabad', 500],
  ['Gujarat', 'Ahmedabad', 380],
  ['Uttar Pradesh', 'Lucknow', 226],
  ['Rajasthan', 'Jaipur', 302],
  ['Kerala', 'Kochi', 682],
] as const;
const FIRST = [
  'Asha',
  'Ravi',
  'Priya',
  'Arjun',
  'Meera',
  'Kiran',
  'Anil',
  'Sunita',
  'Rahul',
  'Divya',
  'Vikram',
  'Neha',
  'Suresh',
  'Pooja',
  'Amit',
  'Lakshmi',
  'Rohan',
  'Kavya',
  'Manoj',
  'Deepa',
];
const LAST = [
  'Rao',
  'Kumar',
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Singh',
  'Das',
  'Gupta',
  'Menon',
  'Joshi',
  'Pillai',
  'Shah',
  'Verma',
];

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);
const END = new Date('2026-03-01T00:00:00Z');

async function seed(db: Database['db']) {
  const started = performance.now();
  await db.execute(sql`INSERT INTO users (id, name, phone, email, referral_code, created_at, updated_at)
    SELECT md5('shopper' || i)::uuid,
      (${textArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
      '+919' || lpad(i::text, 9, '0'), 'shopper' || i || '@example.in', 'R' || lpad(i::text, 9, '0'),
      ${END}::timestamptz - interval '120 days', ${END}::timestamptz - interval '120 days'
    FROM generate_series(1, ${SHOPPERS}) AS i`);
  const states = textArray(STATES.map((s) => s[0]));
  const cities = textArray(STATES.map((s) => s[1]));
  const prefixes = sql.raw(`ARRAY[${STATES.map((s) => s[2]).join(',')}]`);
  // Statuses as a shop sees them: most delivered, a tail on the road, some cancelled or returned.
  await db.execute(sql`INSERT INTO orders (user_id, checkout_id, status, payment_method, items_total, mrp_total,
      delivery_charge, final_payable, shipping_address, delivered_at, cash_amount, cash_collected_on,
      return_requested_at, return_outcome, return_decided_at, created_at, updated_at)
    SELECT o.user_id, md5('checkout' || o.g)::uuid, o.status, 'Cash on Delivery', o.paise, o.paise + 20000, 0, o.paise,
      jsonb_build_object('name', 'Shopper', 'number', '9876543210', 'address', 'House ' || o.g, 'landmark', '',
        'city', (${cities})[o.s], 'state', (${states})[o.s],
        'pincode', ((${prefixes})[o.s] * 1000 + (o.g / 10) % 40 + 1)::text, 'addressType', 'Home'),
      CASE WHEN o.status IN ('Delivered', 'Returned', 'Return_Requested') THEN o.created_at + interval '3 days' END,
      CASE WHEN o.status = 'Delivered' AND o.g % 10 < 8 THEN o.paise END,
      CASE WHEN o.status = 'Delivered' AND o.g % 10 < 8 THEN (o.created_at + interval '3 days')::date END,
      CASE WHEN o.status IN ('Returned', 'Return_Requested') THEN o.created_at + interval '4 days' END,
      CASE WHEN o.status = 'Returned' THEN 'accepted' END,
      CASE WHEN o.status = 'Returned' THEN o.created_at + interval '5 days' END,
      o.created_at, o.created_at
    FROM (
      SELECT g, md5('shopper' || (1 + (g * 7919) % ${SHOPPERS}))::uuid AS user_id,
        1 + (g * 31) % ${STATES.length} AS s, 30000 + (g % 50) * 1000 AS paise,
        ${END}::timestamptz - (g * (interval '90 days' / ${ORDERS})) AS created_at,
        CASE WHEN g % 100 < 55 THEN 'Delivered' WHEN g % 100 < 63 THEN 'Cancelled' WHEN g % 100 < 70 THEN 'Shipped'
          WHEN g % 100 < 75 THEN 'In-Transit' WHEN g % 100 < 80 THEN 'Pending' WHEN g % 100 < 85 THEN 'Confirmed'
          WHEN g % 100 < 90 THEN 'Processing' WHEN g % 100 < 93 THEN 'Shipping' WHEN g % 100 < 97 THEN 'Returned'
          ELSE 'Return_Requested' END AS status
      FROM generate_series(1, ${ORDERS}) AS g
    ) AS o`);
  await db.execute(sql`INSERT INTO order_items (order_id, product_id, variant_id, size, quantity, unit_price, mrp,
      product_name, color, color_name)
    SELECT id, md5('p' || number % 300)::uuid, md5('v' || number % 900)::uuid, '4-5Y', 1 + number % 3, 30000, 50000,
      'Frock ' || number % 300, '#2E8B57', 'Sea Green'
    FROM orders`);
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
  await db.execute(sql`VACUUM ANALYZE`);
  return performance.now() - started;
}

type Query = z.output<typeof adminOrderListQuery>;
const q = (fields: Partial<Query>): Query => ({ page: 1, limit: 25, ...fields });

async function explain(db: Database['db'], statement: { getSQL(): SQL }): Promise<string[]> {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement.getSQL()}`,
  );
  return rows.map((r) => Object.values(r)[0]!);
}

/** The plan's execution time and the indexes and scans it used, on one line. */
function summary(plan: string[]): string {
  const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  const scans = [
    ...new Set(
      plan
        .map((l) =>
          /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Parallel Seq Scan)( Backward)?(?: using (\w+))?(?: on (\w+))?/.exec(
            l,
          ),
        )
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => `${m[1]}${m[2] ?? ''} ${m[3] ?? m[4] ?? ''}`.trim()),
    ),
  ];
  return `${time} [${scans.join(', ')}]`;
}

async function run() {
  const db = database.db;
  await migrateDatabase(database);
  const seedMs = await seed(db);
  const [{ n: orderCount } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders`,
  );
  const [sample] = await queryRows<{ number: number; phone: string }>(
    db,
    sql`SELECT o.number::int AS number, u.phone FROM orders o JOIN users u ON u.id = o.user_id ORDER BY o.number LIMIT 1 OFFSET 5000`,
  );
  const desk = createOrderDesk({
    db,
    clock: () => END,
    config: { brandCode: 'LL', returnWindowDays: 1 },
    audit: { forTarget: async () => [] },
    staff: { ordersSeenAt: async () => null, markOrdersSeen: async () => END },
  });

  const cases: [string, Query][] = [
    ['no filter, page 1', q({})],
    ['no filter, page 200', q({ page: 200 })],
    ['status Processing', q({ status: ['Processing'] })],
    ['status Shipped,In-Transit', q({ status: ['Shipped', 'In-Transit'] })],
    ['state karnataka', q({ state: 'karnataka' })],
    ['pincode 560007', q({ pincode: '560007' })],
    ['cash outstanding', q({ cash: 'outstanding' })],
    ['cash collected', q({ cash: 'collected' })],
    ['dates, one week', q({ from: '2026-02-01', to: '2026-02-07' })],
    ['search: number', q({ q: `#${sample!.number}` })],
    ['search: phone', q({ q: sample!.phone })],
    ['search: name prefix "priya s"', q({ q: 'priya s' })],
    ['search: name prefix "r"', q({ q: 'r' })],
  ];

  console.log(
    `${database.kind}: ${orderCount} orders, ${SHOPPERS} shoppers, seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} runs each`,
  );
  console.log('case | total | wall p50 / p95 ms (page + exact total + units) | EXPLAIN ANALYZE page ; count');
  for (const [name, query] of cases) {
    const { page, limit, ...rest } = query;
    const filter = filterOf(rest);
    for (let i = 0; i < 3; i += 1) await desk.list(query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      total = (await desk.list(query)).total;
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const pagePlan = await explain(db, deskOrdersPage(db, filter, limit, (page - 1) * limit));
    const countPlan = await explain(db, deskOrdersCount(db, filter));
    console.log(
      `${name} | ${total} | ${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)} | ${summary(pagePlan)} ; ${summary(countPlan)}`,
    );
    if (WHOLE_PLANS) console.log(`${pagePlan.join('\n')}\n${countPlan.join('\n')}\n`);
  }
  // The new-orders badge of a member who never opened the desk: counted up to 1000.
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await desk.newOrders('00000000-0000-0000-0000-000000000000');
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  console.log(
    `new-orders badge (capped) | - | ${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)} | -`,
  );
}

// Constants above are initialised before the run starts.
let database: Database;
if (serverUrl) {
  await onServer(serverUrl, `CREATE DATABASE ${dbName}`);
  database = await openDatabase({ url: databaseUrl(serverUrl, dbName), poolSize: 4 });
} else {
  database = await openDatabase({});
}
try {
  await run();
} finally {
  await database.close();
  if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
