import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { inTransaction } from './transaction.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Several instances may start at once against one PostgreSQL: an advisory lock makes
// migrating (and seeding, see withStartupLock) happen once, the others waiting for it.
const STARTUP_LOCK_KEY = 7_031_415_926;

export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return inTransaction(database.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}

/** Applies every pending migration (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers' migrators take their own db types.
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migratePg(database.db as any, config);
  }
}
