// npm run order:status -- <orderId> <status> [reason]
// The shop moves an order to another status from the command line, with the same rules, history,
// notification, stock, coin and coupon effects as PATCH /api/admin/orders/{orderId}/status
// (docs/decisions/012-order-lifecycle.md). It works on the configured database: DATA_DIR's embedded
// database (stop the shop first: the embedded database takes one process at a time) or DATABASE_URL.
import { ORDER_STATUSES, orderNumber, orderOrderIdParams, orderStatusBody } from '../contract/order.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase, withStartupLock } from '../server/db/migrate.ts';
import { AppError } from '../server/lib/errors.ts';
import { createOrderLifecycle } from '../server/modules/orders/lifecycle-service.ts';

const USAGE = `Usage: npm run order:status -- <orderId> <status> [reason]

  orderId   the order's id (a uuid)
  status    one of: ${ORDER_STATUSES.join(', ')}
  reason    optional note kept in the order's timeline and shown to the shopper

A running shop keeps product pages in memory for a few seconds (CARD_CACHE_TTL_MS), so stock put
back by a cancellation shows there once they expire.`;

async function main(argv: readonly string[]): Promise<number> {
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
    const problem = !params.success ? `not an order id: ${orderId ?? '(none)'}` : `not a status: ${status}`;
    console.error(`order:status: ${problem}\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const lifecycle = createOrderLifecycle({
      db: database.db,
      clock: () => new Date(),
      // This process keeps no catalogue caches; the shop's own expire on their timers.
      catalog: { invalidateCaches: () => {} },
      onFollowUpError: (error) => console.warn('order:status: follow-up failed:', error),
    });
    const order = await lifecycle.setStatus(params.data.orderId, body.data.status, body.data.reason);
    console.log(`order:status: order #${orderNumber(order._id)} (${order._id}) is now ${order.status}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      console.error(`order:status: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('order:status failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
