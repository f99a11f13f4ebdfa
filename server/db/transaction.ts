import type { Db } from './client.ts';

/** Follow-ups waiting for each open transaction (keyed by the transaction itself). */
const followUps = new WeakMap<Db, Array<() => void>>();

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. The
 * transaction is itself a Db (see client.ts), so repos and services take it wherever they take the
 * database, and a write that must belong to the caller's transaction simply receives it.
 * Follow-ups registered with afterCommit run once it has committed; inside another transaction (a
 * savepoint) they wait for the outer one.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const after: Array<() => void> = [];
  const result = await db.transaction((tx) => {
    followUps.set(tx, after);
    return work(tx);
  });
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
