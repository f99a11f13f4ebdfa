import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, dumpEmbedded, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throw-away database. */
  cleanup(): Promise<void>;
}

/** Where the test run's global setup left a dump of a freshly migrated embedded database. */
export const MIGRATED_DUMP_ENV = 'LL_TEST_MIGRATED_DUMP';

/** A dump of a freshly migrated embedded database. */
export async function makeMigratedDump(): Promise<Blob> {
  const template = await openDatabase({});
  await migrateDatabase(template);
  const dump = await dumpEmbedded(template);
  await template.close();
  return dump;
}

let migrated: Promise<Blob> | undefined;

/** The run's dump when the global setup made one (test files run in separate processes), else a new one. */
function migratedDump(): Promise<Blob> {
  const file = process.env[MIGRATED_DUMP_ENV];
  migrated ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : makeMigratedDump();
  return migrated;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by cleanup()).
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Migrating takes about 2 s; each test process does it once and copies the result.
    const database = await openDatabase({ fromDump: await migratedDump() });
    return { database, cleanup: () => database.close() };
  }
  const name = `ll_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 4 });
  await migrateDatabase(database);
  return {
    database,
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
