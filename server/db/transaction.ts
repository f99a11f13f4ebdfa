import type { Db } from './client.ts';

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. The
 * transaction is itself a Db (see client.ts), so repos and services take it wherever they take the
 * database, and a write that must belong to the caller's transaction simply receives it.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
