import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { setLastStatementHook, type TransactionRunner } from './transaction.ts';

// A transaction on PostgreSQL in as few round trips as its statements: BEGIN travels with the first
// statement, and the last one may carry COMMIT (commitWith). Both use one extended-protocol batch
// (Parse/Bind/Execute for each statement, one Sync), which PostgreSQL runs in order and answers at
// once: a failing statement skips the rest of the batch, so a COMMIT behind it never runs.
//
// Why: every round trip is a system call each way on both sides, and a lock the last statement takes
// (the stock of a size every buyer wants) is otherwise held until this process has read the answer
// and sent COMMIT — on a busy event loop, most of the time the lock is held (decision 035).

/** The connection's extended-protocol writer as pg's Query drives it (not declared by @types/pg). */
interface Wire {
  parse(message: { text: string }): void;
  bind(message?: object): void;
  execute(message?: { portal?: string; rows?: number | undefined }): void;
  sync(): void;
}

/** pg's Query steps that BatchedQuery extends (JavaScript methods @types/pg does not declare). */
interface QuerySteps {
  prepare(this: pg.Query, wire: Wire): void;
  _getRows(this: pg.Query, wire: Wire, rows?: number): void;
  handleCommandComplete(this: pg.Query, message: unknown, wire: Wire): void;
}
const steps = pg.Query.prototype as unknown as QuerySteps;

const sendPlain = (wire: Wire, text: string) => {
  wire.parse({ text });
  wire.bind({});
  wire.execute({});
};

/** A statement failed after the batch's own statement had completed: one of `after` (a COMMIT). */
class AfterStatementError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'AfterStatementError';
  }
}

/**
 * One statement with plain statements (no parameters, no rows) run before and after it in the same
 * batch. Answers the statement's own result.
 */
class BatchedQuery extends pg.Query {
  /** Statements completed so far in this batch. */
  completed = 0;

  constructor(
    config: pg.QueryConfig,
    values: unknown[] | undefined,
    private readonly before: readonly string[],
    private readonly after: readonly string[],
    done: (error: unknown, result?: pg.QueryResult) => void,
  ) {
    const self: { query?: BatchedQuery } = {};
    super({ ...config, values: values ?? [], queryMode: 'extended' } as pg.QueryConfig, (error, results) => {
      if (error) {
        const afterOwn = (self.query?.completed ?? 0) > before.length;
        done(afterOwn ? new AfterStatementError(error) : error);
        return;
      }
      const all = results as unknown as pg.QueryResult | pg.QueryResult[];
      done(undefined, Array.isArray(all) ? all[before.length] : all);
    });
    self.query = this;
  }

  prepare(wire: Wire): void {
    for (const text of this.before) sendPlain(wire, text);
    steps.prepare.call(this, wire);
  }

  _getRows(wire: Wire, rows?: number): void {
    if (rows || this.after.length === 0) {
      steps._getRows.call(this, wire, rows);
      return;
    }
    wire.execute({ portal: (this as unknown as { portal: string }).portal, rows });
    for (const text of this.after) sendPlain(wire, text);
    wire.sync();
  }

  handleCommandComplete(message: unknown, wire: Wire): void {
    this.completed++;
    steps.handleCommandComplete.call(this, message, wire);
  }
}

/**
 * The client a transaction's drizzle session talks to: a pooled connection whose BEGIN goes out with
 * the first statement. After `commitNext`, the next statement carries the COMMIT; after that the
 * transaction is over and any further statement is refused. `end` commits or rolls back what is open.
 */
export class PgTransactionLink {
  private state: 'not begun' | 'open' | 'over' = 'not begun';
  private commitWithNext = false;

  constructor(private readonly client: pg.PoolClient) {}

  /** Every statement of the transaction (drizzle's session calls this as it would pg's client). */
  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.state === 'over')
      throw new Error('this transaction has ended: no statement can follow its commit');
    const before = this.state === 'not begun' ? ['BEGIN'] : [];
    const after = this.commitWithNext ? ['COMMIT'] : [];
    this.commitWithNext = false;
    this.state = 'open';
    try {
      const result = await this.send(config, values, before, after);
      if (after.length > 0) this.state = 'over';
      return result;
    } catch (error) {
      // A failed COMMIT has rolled the transaction back; a failed statement leaves it to roll back.
      if (error instanceof AfterStatementError) {
        this.state = 'over';
        throw error.cause;
      }
      throw error;
    }
  }

  /**
   * The next statement goes out with COMMIT behind it, in one round trip: the locks it takes are
   * released by PostgreSQL as soon as it has run, not when this process gets round to committing.
   * When that statement fails nothing commits, and `end` rolls back as usual.
   */
  commitNext(): void {
    this.commitWithNext = true;
  }

  /** Commits (or rolls back) the transaction if it is open; nothing when it never began or is over. */
  async end(how: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'over';
    await this.client.query(how);
  }

  private send(
    config: pg.QueryConfig,
    values: unknown[] | undefined,
    before: readonly string[],
    after: readonly string[],
  ): Promise<pg.QueryResult> {
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const query = new BatchedQuery(config, values, before, after, (error, result) =>
        error || !result ? reject(error ?? new Error('no result')) : resolve(result),
      );
      this.client.query(query);
    });
  }
}

/**
 * How `inTransaction` runs a transaction on this pool: drizzle's own transaction object (its query
 * builders, savepoints for nested transactions) over a PgTransactionLink instead of the bare client.
 */
export function pgTransactionRunner(pool: pg.Pool, db: Db): TransactionRunner {
  const dialect = new PgDialect();
  const { fullSchema, schema, tableNamesMap } = db._;
  if (!schema) throw new Error('the database was opened without its schema');
  const relational = { fullSchema, schema, tableNamesMap };
  return async (work) => {
    const client = await pool.connect();
    const link = new PgTransactionLink(client);
    const session = new NodePgSession(link as unknown as pg.PoolClient, dialect, relational);
    const tx = new NodePgTransaction(dialect, session, relational) as unknown as Db;
    setLastStatementHook(tx, () => link.commitNext());
    let broken: Error | undefined;
    try {
      const result = await work(tx);
      await link.end('COMMIT');
      return result;
    } catch (error) {
      await link.end('ROLLBACK').catch((e: unknown) => {
        broken = e instanceof Error ? e : new Error(String(e));
      });
      throw error;
    } finally {
      // A connection that could not even roll back is closed rather than handed to the next request.
      client.release(broken);
    }
  };
}
