// npm run order:status -- <orderId|orderNumber> <status> [reason]
// The shop moves an order to another status from the command line, with the same rules, history,
// notification, stock, coin and coupon effects as PATCH /api/admin/orders/{orderId}/status
// (docs/decisions/012-order-lifecycle.md). It works on the configured database: DATA_DIR's embedded
// database (stop the shop first: the embedded database takes one process at a time) or DATABASE_URL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORDER_STATUSES, orderOrderIdParams, orderStatusBody } from '../contract/order.ts';
import { type Config, loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrateDatabase, withStartupLock } from '../server/db/migrate.ts';
import { AppError } from '../server/lib/errors.ts';
import { createOrderLifecycle } from '../server/modules/orders/lifecycle-service.ts';

const USAGE = `Usage: npm run order:status -- <order> <status> [reason]

  order     the order's number as the shopper sees it (LL-2026-000123, '#' optional) or its id (a uuid)
  status    one of: ${ORDER_STATUSES.join(', ')}
  reason    optional note kept in the order's timeline and shown to the shopper

A running shop keeps product pages in memory for a few seconds (CARD_CACHE_TTL_MS), so stock put
back by a cancellation shows there once they expire.`;

/** The database the command works on, its configuration, and how to let go of it afterwards. */
export interface CommandTarget {
  database: Database;
  config: Pick<Config, 'brandCode' | 'returnWindowDays'>;
  close(): Promise<void>;
}

async function openConfigured(): Promise<CommandTarget> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  return { database, config, close: () => database.close() };
}

/** The command: an exit code (0 moved, 1 refused, 2 usage); tests hand it their own database. */
export async function main(
  argv: readonly string[],
  open: () => Promise<CommandTarget> = openConfigured,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const [orderId, status, ...rest] = argv;
  const params = orderOrderIdParams.safeParse({ orderId });
  const body = orderStatusBody.safeParse({
    status,
    ...(rest.length > 0 ? { reason: rest.join(' ') } : {}),
  });
  if (!params.success || !body.success) {
    const problem = !params.success
      ? `not an order id or number: ${orderId ?? '(none)'}`
      : `not a status: ${status}`;
    console.error(`order:status: ${problem}\n\n${USAGE}`);
    return 2;
  }

  const { database, config, close } = await open();
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const lifecycle = createOrderLifecycle({
      db: database.db,
      config,
      clock: () => new Date(),
      // This process keeps no catalogue caches; the shop's own expire on their timers.
      catalog: { invalidateCaches: () => {} },
      onFollowUpError: (error) => console.warn('order:status: follow-up failed:', error),
    });
    const order = await lifecycle.setStatus(params.data.orderId, body.data.status, body.data.reason);
    console.log(`order:status: order ${order.orderNumber} (${order._id}) is now ${order.status}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      console.error(`order:status: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

// Run only as a command (npm run order:status), not when a test imports main.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('order:status failed:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
