import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { scratchDatabase, servicesMissing } from './loopback.ts';

// Tests of an engine that needs the PostgreSQL server itself (pg-boss) whatever the run's database: a
// brand-new database on the loopback server (server/test/loopback.ts), migrated like the shop's, and
// dropped again by cleanup().

export interface ThrowawayPostgres {
  /** postgres:// URL of the new database. */
  url: string;
  database: Database;
  cleanup(): Promise<void>;
}

/** True only when the server is missing and LL_SKIP_SERVICE_TESTS=1 (the reason is printed). */
export async function skipWithoutPostgres(what: string): Promise<boolean> {
  const { skip, reason } = await servicesMissing(['postgres']);
  if (skip) console.warn(`${what}${reason}`);
  return skip;
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const scratch = await scratchDatabase();
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await scratch.drop();
    throw error;
  }
  return {
    url: scratch.url,
    database,
    async cleanup() {
      await database.close();
      await scratch.drop();
    },
  };
}
