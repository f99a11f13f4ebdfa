import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throw-away database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by cleanup()).
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
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
