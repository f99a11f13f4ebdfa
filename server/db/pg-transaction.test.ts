import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/loopback.ts';
import { skipWithoutPostgres } from '../test/throwaway-postgres.ts';
import { type Database, openDatabase } from './client.ts';
import { queryRows } from './rows.ts';
import { afterCommit, commitWith, inTransaction } from './transaction.ts';

// Transactions on PostgreSQL send BEGIN with their first statement, and commitWith sends COMMIT with
// the last (server/db/pg-transaction.ts). On the real server, whatever the run's database: the batch is
// PostgreSQL's protocol, which the embedded database does not speak over a socket.

const skip = await skipWithoutPostgres('transactions in fewer round trips');

describe.skipIf(skip)('transactions on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let database: Database;
  let other: pg.Client;
  /** Every query the pool's connections were handed, in order (a statement's batch counts once). */
  const sent: string[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase();
    // One connection: a transaction that left its connection in a bad state would break the next.
    database = await openDatabase({ url: scratch.url, poolSize: 1 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text?: string };
        sent.push(typeof first === 'string' ? first : (first.text ?? ''));
        return query(...args);
      };
    });
    await database.db.execute(sql`CREATE TABLE sizes (id int PRIMARY KEY, stock int NOT NULL)`);
    await database.db.execute(
      sql`CREATE TABLE lines (id int PRIMARY KEY, size_id int REFERENCES sizes (id) DEFERRABLE INITIALLY DEFERRED)`,
    );
    other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await scratch?.drop();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE lines, sizes`);
    await database.db.execute(sql`INSERT INTO sizes VALUES (1, 10), (2, 10)`);
    sent.length = 0;
  });

  /** The messages of a failure and its causes (drizzle wraps the driver's error in its own). */
  const failure = async (work: Promise<unknown>): Promise<string> => {
    try {
      await work;
    } catch (error) {
      const messages: string[] = [];
      for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
        messages.push(String(e.message));
      return messages.join(' / ');
    }
    return 'no failure';
  };

  const stockOf = async (id: number) =>
    Number((await other.query('SELECT stock FROM sizes WHERE id = $1', [id])).rows[0]?.stock);

  it('sends BEGIN with the first statement: a transaction of two statements is three round trips', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`UPDATE sizes SET stock = stock - 1 WHERE id = 1`);
      await tx.execute(sql`UPDATE sizes SET stock = stock - 1 WHERE id = 2`);
    });
    expect(sent).toEqual([
      'UPDATE sizes SET stock = stock - 1 WHERE id = 1',
      'UPDATE sizes SET stock = stock - 1 WHERE id = 2',
      'COMMIT',
    ]);
    expect(await stockOf(1)).toBe(9);
    expect(await stockOf(2)).toBe(9);
  });

  it('is still one transaction: nothing is seen before the commit, and a throw rolls everything back', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`UPDATE sizes SET stock = 0 WHERE id = 1`);
        expect(await stockOf(1)).toBe(10);
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(await stockOf(1)).toBe(10);
    expect(sent.at(-1)).toBe('ROLLBACK');
  });

  it('a transaction that sends nothing costs nothing', async () => {
    expect(await inTransaction(database.db, async () => 'nothing')).toBe('nothing');
    expect(sent).toEqual([]);
  });

  it('commitWith: the last statement commits with it, and its locks are free before the work returns', async () => {
    let followedUp = false;
    const result = await inTransaction(database.db, async (tx) => {
      afterCommit(tx, () => {
        followedUp = true;
      });
      await tx.execute(sql`UPDATE sizes SET stock = stock - 1 WHERE id = 2`);
      const rows = await commitWith<{ stock: number }>(
        tx,
        sql`UPDATE sizes SET stock = stock - 1 WHERE id = 1 RETURNING stock`,
      );
      // Another connection can take the same row's lock at once, and sees both changes committed.
      await other.query(`SET lock_timeout = '2s'`);
      await other.query('UPDATE sizes SET stock = stock - 1 WHERE id = 1');
      expect(await stockOf(2)).toBe(9);
      expect(followedUp).toBe(false);
      return rows[0]?.stock;
    });
    expect(result).toBe(9);
    expect(followedUp).toBe(true);
    expect(await stockOf(1)).toBe(8);
    // No COMMIT of its own after the batch.
    expect(sent).toEqual([
      'UPDATE sizes SET stock = stock - 1 WHERE id = 2',
      'UPDATE sizes SET stock = stock - 1 WHERE id = 1 RETURNING stock',
    ]);
  });

  it('commitWith: a last statement that fails commits nothing, and the connection serves the next transaction', async () => {
    const failed = failure(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`UPDATE sizes SET stock = 0 WHERE id = 2`);
        await commitWith(tx, sql`UPDATE sizes SET stock = stock / 0 WHERE id = 1`);
      }),
    );
    expect(await failed).toMatch(/division by zero/);
    expect(await stockOf(1)).toBe(10);
    expect(await stockOf(2)).toBe(10);
    expect(sent.at(-1)).toBe('ROLLBACK');
    await inTransaction(database.db, (tx) => commitWith(tx, sql`UPDATE sizes SET stock = 5 WHERE id = 1`));
    expect(await stockOf(1)).toBe(5);
  });

  it('commitWith: a COMMIT that fails (a deferred check) rolls back and reports the error', async () => {
    const failed = failure(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`UPDATE sizes SET stock = 0 WHERE id = 1`);
        await commitWith(tx, sql`INSERT INTO lines VALUES (1, 99)`);
      }),
    );
    expect(await failed).toMatch(/foreign key/);
    expect(await stockOf(1)).toBe(10);
    expect((await other.query('SELECT count(*)::int AS n FROM lines')).rows[0]?.n).toBe(0);
    // PostgreSQL rolled it back itself: no ROLLBACK was sent after the failed batch.
    expect(sent.at(-1)).toBe('INSERT INTO lines VALUES (1, 99)');
    await inTransaction(database.db, (tx) => tx.execute(sql`UPDATE sizes SET stock = 7 WHERE id = 1`));
    expect(await stockOf(1)).toBe(7);
  });

  it('commitWith: no statement may follow it', async () => {
    const failed = failure(
      inTransaction(database.db, async (tx) => {
        await commitWith(tx, sql`UPDATE sizes SET stock = 3 WHERE id = 1`);
        await tx.execute(sql`UPDATE sizes SET stock = 4 WHERE id = 2`);
      }),
    );
    expect(await failed).toMatch(/no statement can follow its commit/);
    expect(await stockOf(1)).toBe(3);
    expect(await stockOf(2)).toBe(10);
  });

  it('a nested transaction is a savepoint of the outer one, and commitWith inside it does not commit', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`UPDATE sizes SET stock = 1 WHERE id = 1`);
      await expect(
        inTransaction(tx, async (inner) => {
          await inner.execute(sql`UPDATE sizes SET stock = 2 WHERE id = 2`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await inTransaction(tx, (inner) => commitWith(inner, sql`UPDATE sizes SET stock = 3 WHERE id = 2`));
      expect(await stockOf(1)).toBe(10);
      const rows = await queryRows<{ stock: number }>(tx, sql`SELECT stock FROM sizes ORDER BY id`);
      expect(rows.map((r) => r.stock)).toEqual([1, 3]);
    });
    expect(await stockOf(1)).toBe(1);
    expect(await stockOf(2)).toBe(3);
  });
});

describe('commitWith on the embedded database', () => {
  it('is an ordinary last statement: the transaction commits when its work returns', async () => {
    const database = await openDatabase({});
    try {
      await database.db.execute(sql`CREATE TABLE sizes (id int PRIMARY KEY, stock int NOT NULL)`);
      await database.db.execute(sql`INSERT INTO sizes VALUES (1, 10)`);
      const left = await inTransaction(database.db, async (tx) => {
        const rows = await commitWith<{ stock: number }>(
          tx,
          sql`UPDATE sizes SET stock = stock - 1 WHERE id = 1 RETURNING stock`,
        );
        return rows[0]?.stock;
      });
      expect(left).toBe(9);
      const [row] = await queryRows<{ stock: number }>(database.db, sql`SELECT stock FROM sizes`);
      expect(row?.stock).toBe(9);
    } finally {
      await database.close();
    }
  });
});
