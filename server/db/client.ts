import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgTransactionRunner } from './pg-transaction.ts';
import * as schema from './schema/index.ts';
import { setTransactionRunner } from './transaction.ts';

export type Schema = typeof schema;
/**
 * One type for both drivers: services and repos never know which database they talk to. A
 * transaction (drizzle's PgTransaction) extends PgDatabase, so it is a Db too: code that takes a Db
 * runs inside the caller's transaction when handed one (server/db/transaction.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's postgres:// URL (PostgreSQL only): the bus opens its own listening connection to it. */
  url?: string;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** node-postgres only (the embedded database has no pool): the pool's clients right now (metrics). */
  poolStats?(): PoolStats;
  /** node-postgres only: `listener` hears how long each checkout waited for a client, in seconds. */
  onPoolWait?(listener: (seconds: number) => void): () => void;
}

export interface PoolStats {
  /** Clients open (busy and idle). */
  total: number;
  idle: number;
  /** Queries and transactions waiting for a client. */
  waiting: number;
  /** DATABASE_POOL_SIZE. */
  max: number;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database's files; absent → in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Embedded, in memory: start from this dump of another database (tests copy a migrated one). */
  fromDump?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.fromDump);
}

/** A dump of an in-memory embedded database, to open copies of it with `fromDump`. */
export async function dumpEmbedded(database: Database): Promise<Blob> {
  const client = embeddedClients.get(database);
  if (!client) throw new Error('only an embedded database can be dumped');
  return client.dumpDataDir('none');
}

const embeddedClients = new WeakMap<Database, PGlite>();

async function openPglite(dataDir: string | undefined, fromDump?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pgdata');
    mkdirSync(path.dirname(dir), { recursive: true });
  }
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(fromDump ? { loadDataDir: fromDump } : {}),
  });
  const db: Db = drizzlePglite(client, { schema });
  let closed = false;
  const database: Database = {
    db,
    kind: 'pglite',
    async ping() {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
  embeddedClients.set(database, client);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; health reports it instead.
  pool.on('error', () => {});
  const waitListeners = timeCheckouts(pool);
  const db: Db = drizzlePg(pool, { schema });
  setTransactionRunner(db, pgTransactionRunner(pool, db));
  let closed = false;
  return {
    db,
    kind: 'postgres',
    url,
    async ping() {
      if (closed) throw new Error('database closed');
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    onPoolWait(listener) {
      waitListeners.add(listener);
      return () => waitListeners.delete(listener);
    },
  };
}

type CheckoutCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Times every checkout of a client (pool.query and drizzle's transactions both go through connect):
 * the wait for a free client, or for a new connection, is what a saturated pool costs a request.
 */
function timeCheckouts(pool: pg.Pool): Set<(seconds: number) => void> {
  const listeners = new Set<(seconds: number) => void>();
  const connect = pool.connect.bind(pool) as (callback: CheckoutCallback) => void;
  const timed = (callback: CheckoutCallback) => {
    const started = performance.now();
    connect((err, client, done) => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
      callback(err, client, done);
    });
  };
  pool.connect = ((callback?: CheckoutCallback) => {
    if (callback) return timed(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      timed((err, client) => (err || !client ? reject(err) : resolve(client))),
    );
  }) as typeof pool.connect;
  return listeners;
}
