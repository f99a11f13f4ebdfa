import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './rows.ts';

/** Follow-ups waiting for each open transaction (keyed by the transaction itself). */
const followUps = new WeakMap<Db, Array<() => void>>();

/** Runs a transaction: opens it, hands it to `work`, commits after it or rolls back when it throws. */
export type TransactionRunner = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/** A database's own runner (PostgreSQL's, server/db/pg-transaction.ts); others use drizzle's. */
const runners = new WeakMap<Db, TransactionRunner>();

/** Sets how transactions on `db` are run (the database's opener calls this once). */
export function setTransactionRunner(db: Db, runner: TransactionRunner): void {
  runners.set(db, runner);
}

/** For a transaction that can send its COMMIT with a statement: makes the next statement carry it. */
const lastStatementHooks = new WeakMap<Db, () => void>();

/** Sets how `tx` sends its COMMIT with its last statement (the database's runner calls this). */
export function setLastStatementHook(tx: Db, hook: () => void): void {
  lastStatementHooks.set(tx, hook);
}

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. The
 * transaction is itself a Db (see client.ts), so repos and services take it wherever they take the
 * database, and a write that must belong to the caller's transaction simply receives it.
 * Follow-ups registered with afterCommit run once it has committed; inside another transaction (a
 * savepoint) they wait for the outer one.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const after: Array<() => void> = [];
  const run = (tx: Db) => {
    followUps.set(tx, after);
    return work(tx);
  };
  const runner = runners.get(db);
  const result = await (runner ? runner(run) : db.transaction(run));
  const outer = followUps.get(db);
  if (outer) outer.push(...after);
  else for (const followUp of after) followUp();
  return result;
}

/**
 * Runs `followUp` once the transaction `tx` has committed, and never when it rolls back: for what must
 * not happen before the change is real (a message to a shopper). Outside a transaction it runs at once.
 * It must not throw: the change has committed, so its own failures are its own to log.
 */
export function afterCommit(tx: Db, followUp: () => void): void {
  const waiting = followUps.get(tx);
  if (waiting) waiting.push(followUp);
  else followUp();
}

/**
 * Runs `query` as the transaction's last statement and answers its rows. On PostgreSQL its COMMIT goes
 * with it in the same round trip (server/db/pg-transaction.ts), so the locks it takes are released as
 * soon as it has run: the transaction is then over, and `work` must return without another statement
 * (one is refused) or anything that can fail. If the statement fails, nothing commits and the
 * transaction rolls back as usual. On the embedded database, and in a nested transaction, it is an
 * ordinary statement and the commit follows when the transaction's work returns.
 */
export async function commitWith<T>(tx: Db, query: SQL): Promise<T[]> {
  lastStatementHooks.get(tx)?.();
  return queryRows<T>(tx, query);
}
