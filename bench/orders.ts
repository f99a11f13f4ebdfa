import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PAYMENT_METHOD } from '../contract/order.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { queryRows } from '../server/db/rows.ts';
import { AccessTokens } from '../server/lib/access-tokens.ts';
import { insertCatalogueFixture } from '../server/test/catalogue-fixture.ts';
import {
  type BenchServer,
  cpuMsOf,
  databaseUrl,
  demoShopDatabase,
  NO_CLIENT_LIMITS,
  numberArg,
  onServer,
  quantile,
  startServer,
} from './support.ts';

// Order placement under contention, on PostgreSQL. A throw-away database on the DATABASE_URL server
// gets a small catalogue, one colour and size with `--stock` units, and `--attempts` shoppers, each
// signed in with an address and a checkout of one unit. The real server runs in its own process (as
// `npm run serve` would); this process fires every placement through `--connections` concurrent HTTP
// clients and then checks the database: exactly min(stock, attempts) orders, no unit sold twice.
//   DATABASE_URL=postgres://… npx tsx bench/orders.ts
//   DATABASE_URL=postgres://… npx tsx bench/orders.ts --attempts 1000 --stock 1000 --connections 20
//   DATABASE_URL=postgres://… npx tsx bench/orders.ts --reads 20
//   DATABASE_URL=postgres://… npx tsx bench/orders.ts --products 100000
// With --products N the throw-away database is a copy of the demo shop with N products (made once and
// kept, as `bench/listing-scale.ts` makes it) instead of the small test catalogue, and every shopper
// races for one size of its best-selling product that can be paid in cash.
// With --reads N, one more client asks for the listing's first page every N ms while the orders run
// (as shoppers browse while others buy), and the bench reports its times and how often the listing
// had to be worked out again (the server's cache lookups, from /metrics). When the PostgreSQL server
// loads pg_stat_statements (shared_preload_libraries), the bench also counts the statements per order.

const wholeNumber = (v: number) => Number.isInteger(v) && v >= 0;
const attempts = Math.max(1, Math.min(numberArg('attempts', 1000, wholeNumber), 20_000));
const stock = numberArg('stock', 100, wholeNumber);
const connections = Math.max(1, Math.min(numberArg('connections', 50, wholeNumber), 500));
const warmup = Math.min(numberArg('warmup', 100, wholeNumber), 5_000);
const readEveryMs = numberArg('reads', 0, wholeNumber);
const catalogue = numberArg('products', 0, wholeNumber);

const serverUrl = process.env.DATABASE_URL ?? '';
if (!serverUrl) throw new Error('The order bench runs on PostgreSQL: set DATABASE_URL (postgres://…)');

// A database of its own, dropped at the end whatever happens: empty, or a copy of the demo shop.
const dbName = `ll_bench_orders_${randomBytes(4).toString('hex')}`;
if (catalogue > 0) {
  const shop = await demoShopDatabase(serverUrl, catalogue, { log: (m) => console.log(m) });
  await onServer(serverUrl, `CREATE DATABASE ${dbName} TEMPLATE ${shop.name}`);
} else {
  await onServer(serverUrl, `CREATE DATABASE ${dbName}`);
}
const url = databaseUrl(serverUrl, dbName);
let server: BenchServer | undefined;
async function cleanUp() {
  await server?.stop();
  await database.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}

const database = await openDatabase({ url, poolSize: 4 });
try {
  await run();
} finally {
  await cleanUp();
}

/** The colour every shopper races for: one size of it (`size`) and a warm-up size (`warmSize`). */
interface Target {
  productId: string;
  variantId: string;
  name: string;
  color: string;
  colorName: string;
  size: string;
  warmSize: string;
}

/** The small test catalogue's Navy Blue Dino tee: 4-5Y, and 5-6Y to warm up. */
async function fixtureTee(): Promise<Target> {
  const fx = await insertCatalogueFixture(database.db);
  const [row] = await queryRows<Omit<Target, 'size' | 'warmSize'>>(
    database.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.name, v.color, v.color_name AS "colorName"
      FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.product_id = ${fx.ids['tee-blue']}::uuid AND v.color_name = 'Navy Blue'`,
  );
  if (!row) throw new Error('fixture product missing');
  return { ...row, size: '4-5Y', warmSize: '5-6Y' };
}

/** The demo shop's best-selling live product paid in cash, its first colour with two sizes. */
async function bestSeller(): Promise<Target> {
  const [row] = await queryRows<Target>(
    database.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.name, v.color, v.color_name AS "colorName",
             (array_agg(s.size ORDER BY s.size))[1] AS size, (array_agg(s.size ORDER BY s.size))[2] AS "warmSize"
      FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id
      WHERE p.is_active AND p.cod_available
      GROUP BY p.id, v.id HAVING count(*) >= 2
      ORDER BY p.sales_count DESC, p.id, v.id LIMIT 1`,
  );
  if (!row) throw new Error('no live product with two sizes in the demo shop');
  return row;
}

async function run() {
  const db = database.db;
  await migrateDatabase(database);
  const target = catalogue > 0 ? await bestSeller() : await fixtureTee();
  await db.execute(
    sql`UPDATE variant_sizes SET stock = CASE size WHEN ${target.size} THEN ${stock}::int ELSE ${warmup}::int END
      WHERE variant_id = ${target.variantId}::uuid AND size IN (${target.size}, ${target.warmSize})`,
  );

  /**
   * Shoppers made straight in the database (the sign-in flow is not what is measured): a user, a live
   * session with its signed token, a Mumbai address and a checkout of one unit of `size`.
   */
  async function makeShoppers(count: number, size: string, from: number) {
    const rows = await queryRows<{
      userId: string;
      sessionId: string;
      addressId: string;
      checkoutId: string;
    }>(
      db,
      sql`WITH u AS (
          INSERT INTO users (name, phone, referral_code, phone_verified_at)
          SELECT 'Bench Shopper ' || g, '+916' || lpad(g::text, 9, '0'), 'BENCH' || g, now()
          FROM generate_series(${from}::int, ${from + count - 1}::int) g
          RETURNING id),
        s AS (
          INSERT INTO sessions (user_id, method, expires_at)
          SELECT id, 'otp', now() + interval '1 day' FROM u RETURNING id, user_id),
        a AS (
          INSERT INTO addresses (user_id, name, number, address, landmark, pincode, city, state, address_type)
          SELECT id, 'Bench Shopper', '9876543210', '12 Marine Drive', 'Near the Oval Maidan', '400001',
                 'Mumbai', 'Maharashtra', 'home' FROM u
          RETURNING id, user_id),
        c AS (
          INSERT INTO checkouts (user_id, source) SELECT id, 'buy_now' FROM u RETURNING id, user_id),
        i AS (
          INSERT INTO checkout_items (checkout_id, product_id, variant_id, size, quantity, product_name,
                                      color, color_name)
          SELECT c.id, ${target.productId}::uuid, ${target.variantId}::uuid, ${size}, 1,
                 ${target.name}, ${target.color}, ${target.colorName} FROM c)
        SELECT s.user_id AS "userId", s.id AS "sessionId", a.id AS "addressId", c.id AS "checkoutId"
        FROM s JOIN a ON a.user_id = s.user_id JOIN c ON c.user_id = s.user_id`,
    );
    const tokens = new AccessTokens(secret, () => new Date());
    const expires = new Date(Date.now() + 86_400_000);
    return Promise.all(
      rows.map(async (r) => ({
        token: await tokens.sign({ userId: r.userId, sessionId: r.sessionId }, expires),
        body: JSON.stringify({
          checkoutId: r.checkoutId,
          addressId: r.addressId,
          deliveryCharge: 49,
          paymentMethod: PAYMENT_METHOD,
        }),
      })),
    );
  }

  const secret = randomBytes(32).toString('hex');
  const warm = await makeShoppers(warmup, target.warmSize, 1);
  const racers = await makeShoppers(attempts, target.size, warmup + 1);

  server = await startServer({
    // Every shopper comes from one address here: the per-client ceilings are off (with them, the 1,201st
    // request in a minute was refused with 429).
    env: { ...NO_CLIENT_LIMITS, DATABASE_URL: url, AUTH_SECRET: secret },
    dataDir: 'll-bench-orders-',
  });
  const { port } = server;

  interface Outcome {
    status: number;
    ms: number;
    /** Milliseconds from the start of the run to this answer. */
    at: number;
  }

  // node:http with keep-alive: the load generator spends much less CPU per request than with fetch.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  function post(pathname: string, token: string, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Fires every placement through `connections` clients at once; one outcome per attempt. */
  async function drive(list: readonly { token: string; body: string }[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    const start = performance.now();
    let next = 0;
    async function client() {
      while (next < list.length) {
        const one = list[next++]!;
        const sent = performance.now();
        const status = await post('/api/user/order/create', one.token, one.body);
        const now = performance.now();
        outcomes.push({ status, ms: now - sent, at: now - start });
      }
    }
    await Promise.all(Array.from({ length: Math.min(connections, list.length) }, client));
    return outcomes;
  }

  /** The p-th percentile (0..100) of some answers' times. */
  const percentile = (values: readonly number[], p: number) =>
    quantile(
      [...values].sort((a, b) => a - b),
      p / 100,
    );
  const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(0));

  /** GET on the server; the answer's status and time. */
  function get(pathname: string): Promise<{ status: number; ms: number; body: string }> {
    const sent = performance.now();
    return new Promise((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'gzip, br' } },
          (res) => {
            let body = '';
            res.setEncoding('latin1');
            res.on('data', (chunk: string) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - sent, body }));
            res.on('error', reject);
          },
        )
        .on('error', reject);
    });
  }

  /** The server's count of lookups in one cache that had to load ("miss"). */
  async function cacheMisses(cache: string): Promise<number> {
    const { body } = await get('/metrics');
    const line = body
      .split('\n')
      .find((l) => l.startsWith(`shop_cache_lookups_total{cache="${cache}",result="miss"}`));
    return Number(line?.split(' ').pop() ?? Number.NaN);
  }

  /** While `running` is unsettled: the listing's first page every readEveryMs; each answer's time. */
  async function readWhile(running: Promise<unknown>): Promise<number[]> {
    const times: number[] = [];
    let done = false;
    void running.finally(() => {
      done = true;
    });
    while (!done) {
      const answer = await get('/api/user/Products/view?limit=12');
      if (answer.status !== 200) throw new Error(`the listing answered ${answer.status}`);
      times.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, readEveryMs));
    }
    return times;
  }

  /**
   * Statements the server ran on the bench's database (round trips: PostgreSQL's own key checks left
   * out), from pg_stat_statements; null when the server does not load it (shared_preload_libraries).
   */
  async function statementCount(): Promise<number | null> {
    try {
      const [row] = await queryRows<{ calls: string }>(
        db,
        sql.raw(`/* bench */ SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND query NOT ILIKE '%FOR KEY SHARE%' AND query NOT ILIKE '%pg_stat_statements%'
            AND query NOT LIKE '%/* bench */%'`),
      );
      return Number(row?.calls ?? 0);
    } catch {
      return null;
    }
  }
  /** Waits (at most 30 s) until the messages the orders queued have been sent. */
  async function messagesSent(): Promise<void> {
    for (let tries = 0; tries < 150; tries++) {
      const [row] = await queryRows<{ waiting: number }>(
        db,
        sql.raw(`/* bench */ SELECT count(*)::int AS waiting FROM pgboss.job
          WHERE name = 'send-message' AND state < 'completed'`),
      );
      if (!row || row.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`).catch(() => {});
  if (warm.length > 0) await drive(warm);
  await messagesSent();
  const statementsBefore = await statementCount();
  const serverCpuBefore = cpuMsOf(server.process.pid);
  const benchCpuBefore = process.cpuUsage();
  const listingMissesBefore = readEveryMs > 0 ? await cacheMisses('listing-answers') : 0;
  const racing = drive(racers);
  const readTimes = readEveryMs > 0 ? await readWhile(racing) : [];
  const outcomes = await racing;
  const listingMisses = readEveryMs > 0 ? (await cacheMisses('listing-answers')) - listingMissesBefore : 0;
  const serverCpu = cpuMsOf(server.process.pid) - serverCpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  // The messages are sent after the answers: their statements count once they have gone.
  await messagesSent();
  const statementsAfter = await statementCount();

  const placed = outcomes.filter((o) => o.status === 201);
  const refused = outcomes.filter((o) => o.status === 400);
  const failed = outcomes.filter((o) => o.status >= 500 || (o.status !== 201 && o.status !== 400));
  const wall = Math.max(...outcomes.map((o) => o.at));
  // The shop is sold out once the last order is answered; orders per second over that window.
  const soldOutAt = placed.length > 0 ? Math.max(...placed.map((o) => o.at)) : Number.NaN;

  // Only the bench's own shoppers' lines (referral codes BENCH…): a copied demo shop may hold orders.
  const [check] = await queryRows<{ orders: number; units: number; stockLeft: number }>(
    db,
    sql`WITH lines AS (
          SELECT i.quantity FROM order_items i JOIN orders o ON o.id = i.order_id
          JOIN users u ON u.id = o.user_id
          WHERE u.referral_code LIKE 'BENCH%' AND i.variant_id = ${target.variantId}::uuid
            AND i.size = ${target.size})
        SELECT (SELECT count(*)::int FROM lines) AS orders,
               (SELECT coalesce(sum(quantity), 0)::int FROM lines) AS units,
               (SELECT stock FROM variant_sizes WHERE variant_id = ${target.variantId}::uuid
                  AND size = ${target.size}) AS "stockLeft"`,
  );
  const expected = Math.min(stock, attempts);

  console.log(
    `database: postgres; ${attempts} placement attempts by ${attempts} shoppers for ${stock} units of one ` +
      `size; ${connections} concurrent clients; ${warmup} warm-up orders first`,
  );
  console.log('| answers | count | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, list] of [
    ['all attempts', outcomes],
    ['201 placed', placed],
    ['400 refused', refused],
    ['other (429, 5xx…)', failed],
  ] as const) {
    const t = list.map((o) => o.ms);
    console.log(
      `| ${name} | ${list.length} | ${ms(percentile(t, 50))} | ${ms(percentile(t, 95))} | ${ms(percentile(t, 99))} | ${ms(t.length > 0 ? Math.max(...t) : Number.NaN)} |`,
    );
  }
  console.log(
    `\nattempts/s: ${((attempts / wall) * 1000).toFixed(0)} (${(wall / 1000).toFixed(2)} s for all); ` +
      `orders/s until sold out: ${((placed.length / soldOutAt) * 1000).toFixed(0)} ` +
      `(${placed.length} orders in ${(soldOutAt / 1000).toFixed(2)} s)`,
  );
  console.log(
    `CPU per attempt: server ${(serverCpu / attempts).toFixed(2)} ms, load generator ` +
      `${((benchCpu.user + benchCpu.system) / 1000 / attempts).toFixed(2)} ms ` +
      `(PostgreSQL not counted; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    statementsBefore === null || statementsAfter === null
      ? 'statements per attempt: – (load pg_stat_statements in shared_preload_libraries to count them)'
      : `statements per attempt: ${((statementsAfter - statementsBefore) / attempts).toFixed(2)} ` +
          "(every statement the server ran on the database, the messages' queue included)",
  );
  if (readEveryMs > 0) {
    console.log(
      `listing page 1 read every ${readEveryMs} ms during the orders: ${readTimes.length} reads, ` +
        `p50 ${ms(percentile(readTimes, 50))} ms, p95 ${ms(percentile(readTimes, 95))} ms; ` +
        `${listingMisses} worked out again (cache misses)`,
    );
  }
  console.log(
    `check: ${check?.orders} orders for ${check?.units} units (expected ${expected}); stock left ${check?.stockLeft}; ` +
      `${failed.length} answers other than 201/400`,
  );
  const ok =
    check?.orders === expected &&
    check.units === expected &&
    check.stockLeft === stock - expected &&
    placed.length === expected &&
    failed.length === 0;
  console.log(ok ? 'OK: no unit sold twice, no order lost' : 'FAILED: the counts do not add up');
  process.exitCode = ok ? 0 : 1;
}
