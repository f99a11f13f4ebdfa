// npm run order:status -- --as <staff phone> <orderId|orderNumber> <status> [note]
// A staff member moves an order to another status from the command line, with the same rules, history,
// notification, stock, coin and coupon effects as PATCH /api/admin/orders/{orderId}/status, and the
// same audit entry (marked as made from the command line). It works on the configured database:
// DATA_DIR's embedded database (stop the shop first: it takes one process at a time) or DATABASE_URL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminOrderStatusBody } from '../contract/admin-orders.ts';
import { phoneSchema } from '../contract/auth.ts';
import { ORDER_STATUSES, orderOrderIdParams } from '../contract/order.ts';
import { roleCan } from '../contract/staff.ts';
import { type Config, loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrateDatabase, withStartupLock } from '../server/db/migrate.ts';
import { AppError } from '../server/lib/errors.ts';
import { invoiceAtShipping } from '../server/modules/invoices/index.ts';
import { createOrderLifecycle } from '../server/modules/orders/index.ts';
import { createAuditService, createStaffService } from '../server/modules/staff/index.ts';
import { createUserService } from '../server/modules/users/index.ts';

const USAGE = `Usage: npm run order:status -- --as <phone> <order> <status> [note]
       npm run order:status -- --as <phone> <order> Shipped --courier <name> --tracking <number> [note]

  --as      the phone (10 digits) of the staff member making the change; it is in the audit log
  order     the order's number as the shopper sees it (LL-2026-000123, '#' optional) or its id (a uuid)
  status    one of: ${ORDER_STATUSES.join(', ')}
  note      kept in the order's timeline and shown to the shopper; required to cancel (the reason)
  --courier, --tracking   the courier and tracking number, required to mark an order Shipped

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

interface Options {
  as?: string;
  courier?: string;
  tracking?: string;
  positional: string[];
}

/** Reads --as, --courier and --tracking (each followed by its value) and the positional arguments. */
function readOptions(argv: readonly string[]): Options | string {
  const options: Options = { positional: [] };
  const named = { '--as': 'as', '--courier': 'courier', '--tracking': 'tracking' } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg in named) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value`;
      options[named[arg as keyof typeof named]] = value;
      i++;
    } else options.positional.push(arg);
  }
  return options;
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
  const options = readOptions(argv);
  if (typeof options === 'string') {
    console.error(`order:status: ${options}\n\n${USAGE}`);
    return 2;
  }
  const [orderId, status, ...rest] = options.positional;
  const params = orderOrderIdParams.safeParse({ orderId });
  const phone = phoneSchema.safeParse(options.as ?? '');
  const body = adminOrderStatusBody.safeParse({
    status,
    ...(options.courier !== undefined ? { courier: options.courier } : {}),
    ...(options.tracking !== undefined ? { trackingNumber: options.tracking } : {}),
    ...(rest.length > 0 ? { note: rest.join(' ') } : {}),
  });
  if (!params.success || !phone.success || !body.success) {
    const problem = !phone.success
      ? `say who is making the change: --as <the phone of a staff member>`
      : !params.success
        ? `not an order id or number: ${orderId ?? '(none)'}`
        : (body.error?.issues[0]?.message ?? `not a status: ${status}`);
    console.error(`order:status: ${problem}\n\n${USAGE}`);
    return 2;
  }

  const { database, config, close } = await open();
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const db = database.db;
    const clock = () => new Date();
    const audit = createAuditService({ db, clock });
    const staff = createStaffService({ db, clock, users: createUserService({ db, config }), audit });
    const member = await staff.byPhone(phone.data);
    if (!member || !roleCan(member.role, 'orders:write')) {
      console.error(`order:status: ${options.as} is not a staff member who may move orders`);
      return 1;
    }
    const lifecycle = createOrderLifecycle({
      db,
      config,
      clock,
      audit,
      // This process keeps no catalogue caches; the shop's own expire on their timers.
      catalog: { invalidateCaches: () => {} },
      onFollowUpError: (error) => console.warn('order:status: follow-up failed:', error),
      // An order shipped from here gets its invoice in the move's transaction, as from the console.
      onShipped: invoiceAtShipping(config.brandCode),
    });
    const actor = { userId: member.userId, role: member.role, via: 'command' as const };
    const order = await lifecycle.setStatus(actor, params.data.orderId, body.data);
    console.log(`order:status: order ${order.orderNumber} (${order.orderId}) is now ${order.status}`);
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
