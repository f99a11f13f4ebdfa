import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { type Fixture, insertCatalogueFixture } from '../test/catalogue-fixture.ts';
import { TEST_INDEX_HTML } from '../test/kit.ts';
import { startS3rver, type TestBucket } from '../test/s3rver.ts';

// Several real shop processes (`node --import tsx server/main.ts`) on one throwaway PostgreSQL database,
// one Redis and one S3-compatible bucket (s3rver, started here on loopback): the proof that the
// shop is correct as N instances. Every cache time is set long (60 s), so anything a second instance sees
// "at once" reached it through the bus, not through an expired entry. A tiny load balancer (startBalancer)
// sends traffic round-robin to the instances whose readiness answers 200, as a real one does.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The loopback services (CI starts PostgreSQL and Redis on the test machine). */
export const PG_SERVER = process.env.CI_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
/**
 * A Redis database of its own: the abuse limits' counters are keyed by client address, so they are
 * emptied at the start of a run (FLUSHDB on this number only). Pub/sub ignores the number.
 */
export const REDIS_URL = 'redis://127.0.0.1:6379/7';

/** Every cache a second instance could answer from, held long enough that only the bus can drop it. */
export const LONG_CACHE_MS = 60_000;
export const DRAIN_MS = 3000;
/** The per-client sign-in limit both instances share through Redis. */
export const SIGN_IN_LIMIT = 4;

/** Why the services are not reachable, or undefined when both answer. */
export async function missingServices(): Promise<string | undefined> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    missing.push(`PostgreSQL at ${PG_SERVER} (${(error as Error).message})`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    missing.push(`Redis at ${REDIS_URL} (${(error as Error).message})`);
  } finally {
    redis.disconnect();
  }
  return missing.length > 0 ? missing.join('; ') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---- one instance: a real process ----

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  readonly child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** A request to this instance; `path` starts with '/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** SIGTERM (the default) or another signal; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Settings on top of the cluster's. */
  env?: Record<string, string>;
  /** Reuse a port (a restart in place); default: a free one. */
  port?: number;
}

/** A shopper signed in through an instance's API. */
export interface Member {
  userId: string;
  token: string;
  phone: string;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  bucket: TestBucket;
  /** The throwaway database, opened here for seeding and for reading what the instances did. */
  database: Database;
  /** The test catalogue (server/test/catalogue-fixture.ts), inserted once the first instance migrated. */
  fx: Fixture;
  instances: Map<string, Instance>;
  /** The instance's DATA_DIR. */
  dataDir(name: string): string;
  /** Starts (or restarts) the instance `name` and resolves once it is ready. */
  start(name: string, options?: StartOptions): Promise<Instance>;
  /** Signs a new phone in through `via` (the code read from the outbox), from a client address of its own. */
  signIn(via: Instance): Promise<Member>;
  /**
   * The code in the newest message to `to` in the outbox (in the database: any instance reads it), once
   * it holds `count` messages (a message sent through the job queue arrives after the answer).
   */
  newestCode(via: Instance, to: string, count: number): Promise<string>;
  /** A signed-in account that is also staff with this role. */
  staff(via: Instance, role: 'owner' | 'manager'): Promise<Member>;
  /** A client address of its own (sent as X-Forwarded-For: the instances trust one proxy hop). */
  clientAddress(): string;
  /** Every instance's output, for a failure message. */
  outputs(): string;
  cleanup(): Promise<void>;
}

/** A small stand-in storefront build, unless dist/web was built. */
function webDist(dir: string): string {
  const built = path.join(ROOT, 'dist', 'web');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const stand = path.join(dir, 'web');
  mkdirSync(path.join(stand, 'assets'), { recursive: true });
  writeFileSync(path.join(stand, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(stand, 'assets', 'app-abc123.js'), 'console.log("shop");\n');
  return stand;
}

/** Only the process basics are passed on: no shop setting of the test's own environment leaks in. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

const OUTPUT_MAX = 200_000;

function spawnInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > OUTPUT_MAX) out = out.slice(-OUTPUT_MAX);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test process end without its clean-up (a timeout, Ctrl-C), the instance ends with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    base,
    child,
    exited,
    output: () => out,
    fetch: (p, init) => fetch(`${base}${p}`, init),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitReady(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
    try {
      const res = await instance.fetch('/api/health/ready');
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  instance.child.kill('SIGKILL');
  throw new Error(`instance ${instance.name} was not ready (${last}):\n${instance.output()}`);
}

/**
 * A throwaway database, Redis and a bucket, and the instances `names` started one after the other
 * (the first migrates the database; the catalogue is inserted before the next starts).
 */
export async function startCluster(names: string[], env: Record<string, string> = {}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-cluster-'));
  const dbName = `ll_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = `${PG_SERVER}/${dbName}`;

  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();

  const bucket = await startS3rver();
  const shared: Record<string, string> = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    REDIS_URL,
    ...bucket.env,
    S3_REGION: 'us-east-1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: webDist(dir),
    SHOP_MODE: 'demo',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_GRACE_MS: '10000',
    SESSION_CHECK_CACHE_MS: String(LONG_CACHE_MS),
    CARD_CACHE_TTL_MS: String(LONG_CACHE_MS),
    LISTING_CACHE_TTL_MS: String(LONG_CACHE_MS),
    HOME_CACHE_TTL_MS: String(LONG_CACHE_MS),
    CART_VIEW_CACHE_MS: String(LONG_CACHE_MS),
    // An every-minute clean-up: the shortest tick a cron schedule has.
    PRUNE_INTERVAL_MS: '60000',
    // The test is the one proxy in front: X-Forwarded-For names the client, so each sign-in has its own.
    TRUST_PROXY: '1',
    LIMIT_SIGNIN_PER_CLIENT_10MIN: String(SIGN_IN_LIMIT),
    LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '100',
    LIMIT_CODE_SENDS_GLOBAL_HOUR: '100000',
    LIMIT_SIGNUPS_PER_CLIENT_HOUR: '100',
    // The load test sends thousands of requests from one address.
    LIMIT_REQUESTS_PER_CLIENT_MINUTE: '0',
    ...env,
  };

  const instances = new Map<string, Instance>();
  let database: Database | undefined;
  let clients = 0;
  let phones = 0;
  const runTag = randomBytes(1)[0]!;

  const cluster: Cluster = {
    databaseUrl,
    redisUrl: REDIS_URL,
    bucket,
    get database(): Database {
      if (!database) throw new Error('the database opens once the first instance has migrated it');
      return database;
    },
    fx: undefined as unknown as Fixture,
    instances,
    dataDir: (name) => path.join(dir, `data-${name}`),
    async start(name, options = {}) {
      const running = instances.get(name);
      if (running && running.child.exitCode === null && running.child.signalCode === null)
        throw new Error(`instance ${name} is still running`);
      const dataDir = cluster.dataDir(name);
      mkdirSync(dataDir, { recursive: true });
      const port = options.port ?? (await freePort());
      const instance = spawnInstance(name, port, {
        ...shared,
        DATA_DIR: dataDir,
        INSTANCE_ID: name,
        ...options.env,
      });
      instances.set(name, instance);
      await waitReady(instance);
      return instance;
    },
    clientAddress() {
      clients += 1;
      return `10.${runTag}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    },
    async signIn(via) {
      phones += 1;
      const phone = `9${String(runTag).padStart(3, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(phones).padStart(3, '0')}`;
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': cluster.clientAddress() };
      const sent = await via.fetch('/api/user/auth/send-otp', {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone }),
      });
      if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
      const { sessionId } = (await sent.json()) as { sessionId: string };
      const otp = await cluster.newestCode(via, phone, 1);
      const verified = await via.fetch('/api/user/auth/verify-otp', {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, otp, sessionId }),
      });
      if (verified.status !== 200)
        throw new Error(`verify-otp answered ${verified.status}: ${await verified.text()}`);
      const body = (await verified.json()) as { user: { _id: string }; accessToken: string };
      return { userId: body.user._id, token: body.accessToken, phone };
    },
    async staff(via, role) {
      const member = await cluster.signIn(via);
      // What `npm run staff` does (scripts/staff.ts): a row naming the account and its role.
      await cluster.database.db.execute(
        sql`INSERT INTO staff (user_id, role) VALUES (${member.userId}::uuid, ${role})`,
      );
      return member;
    },
    async newestCode(via, to, count) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const res = await via.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { messages?: { code: string | null }[] };
        const messages = body.messages ?? [];
        if (messages.length >= count && messages[0]?.code) return messages[0].code;
        await sleep(50);
      }
      throw new Error(`the outbox did not get message ${count} for ${to}\n${cluster.outputs().slice(-4000)}`);
    },
    outputs() {
      return [...instances.values()].map((i) => `--- ${i.name} ---\n${i.output()}`).join('\n');
    },
    async cleanup() {
      await Promise.all(
        [...instances.values()].map(async (instance) => {
          if (instance.child.exitCode === null && instance.child.signalCode === null) {
            instance.child.kill('SIGKILL');
            await instance.exited;
          }
        }),
      );
      await database?.close();
      await bucket.close().catch(() => {});
      const dropper = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    const [first, ...rest] = names;
    if (first) {
      await cluster.start(first);
      database = await openDatabase({ url: databaseUrl, poolSize: 4 });
      cluster.fx = await insertCatalogueFixture(database.db);
    }
    for (const name of rest) await cluster.start(name);
  } catch (error) {
    await cluster.cleanup().catch(() => {});
    throw error;
  }
  return cluster;
}

// ---- a load balancer, as small as can be ----

export interface Balancer {
  url: string;
  /** Requests forwarded to each backend (by name). */
  served: Record<string, number>;
  /** Requests the balancer could not forward (the backend refused or dropped the connection). */
  failures: string[];
  /** When a backend entered or left the rotation, and why. */
  events: string[];
  /** The backends in rotation now. */
  inRotation(): string[];
  close(): Promise<void>;
}

/** How often the balancer asks each backend whether it is ready, and how long it waits for the answer. */
const CHECK_EVERY_MS = 200;
const CHECK_TIMEOUT_MS = 2000;
/** Failed checks in a row that take a backend out of rotation (one passed check brings it back). */
const FAILED_CHECKS_TO_LEAVE = 2;

/**
 * Round-robin over the backends whose /api/health/ready answers 200, checked every 200 ms, as a load
 * balancer does (out after 2 failed checks in a row, as with an "unhealthy threshold"; back after one
 * that passed). It never retries a request: a refused or dropped connection is a failure.
 */
export async function startBalancer(backends: { name: string; port: number }[]): Promise<Balancer> {
  const agents = new Map(backends.map((b) => [b.name, new http.Agent({ keepAlive: true, maxSockets: 32 })]));
  const ready = new Set<string>();
  const served: Record<string, number> = Object.fromEntries(backends.map((b) => [b.name, 0]));
  const failures: string[] = [];
  let closed = false;
  let next = 0;

  const began = performance.now();
  const events: string[] = [];
  const failedInARow = new Map<string, number>();
  const mark = (name: string, passed: boolean, why: string) => {
    const failed = passed ? 0 : (failedInARow.get(name) ?? 0) + 1;
    failedInARow.set(name, failed);
    const up = passed || (ready.has(name) && failed < FAILED_CHECKS_TO_LEAVE);
    if (ready.has(name) === up) return;
    if (up) ready.add(name);
    else ready.delete(name);
    events.push(`${Math.round(performance.now() - began)} ms: ${name} ${up ? 'in' : 'out'} (${why})`);
  };
  const check = async (backend: { name: string; port: number }) => {
    try {
      const res = await fetch(`http://127.0.0.1:${backend.port}/api/health/ready`, {
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      const text = await res.text();
      mark(backend.name, res.status === 200, `${res.status} ${text.slice(0, 200)}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      mark(backend.name, false, cause);
    }
  };
  // Each backend on its own: a slow answer from one does not delay the other's checks.
  const poll = async (backend: { name: string; port: number }) => {
    while (!closed) {
      await sleep(CHECK_EVERY_MS);
      await check(backend);
    }
  };
  await Promise.all(backends.map(check));
  const polling = Promise.all(backends.map(poll));

  const server = http.createServer((request, response) => {
    const live = backends.filter((b) => ready.has(b.name));
    if (live.length === 0) {
      failures.push(`${request.url}: no backend ready`);
      response.writeHead(503, { 'x-balancer': 'no backend ready' }).end();
      return;
    }
    const backend = live[next++ % live.length]!;
    served[backend.name] = (served[backend.name] ?? 0) + 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent: agents.get(backend.name),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      failures.push(`${request.method} ${request.url} → ${backend.name}: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'x-balancer': error.message });
      response.end();
    });
    request.pipe(upstream);
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    failures,
    events,
    inRotation: () => backends.filter((b) => ready.has(b.name)).map((b) => b.name),
    async close() {
      closed = true;
      await polling;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

/** What a load run saw: answers by status and every failure (a non-2xx status or an error). */
export interface LoadResult {
  total: number;
  byStatus: Record<number, number>;
  failures: string[];
}

/**
 * `concurrency` clients, each sending the paths in turn to `url` one after another until `stop`
 * resolves. A status of 500 and above, or a failed connection, is a failure.
 */
export async function runLoad(
  url: string,
  paths: string[],
  concurrency: number,
  stop: Promise<unknown>,
): Promise<LoadResult> {
  const result: LoadResult = { total: 0, byStatus: {}, failures: [] };
  let stopping = false;
  void stop.then(() => {
    stopping = true;
  });
  const client = async (offset: number) => {
    let i = offset;
    while (!stopping) {
      const p = paths[i++ % paths.length]!;
      try {
        const res = await fetch(`${url}${p}`);
        const text = await res.text();
        result.total += 1;
        result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500)
          result.failures.push(`${p}: ${res.status} ${res.headers.get('x-balancer') ?? text.slice(0, 120)}`);
      } catch (error) {
        result.total += 1;
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        result.failures.push(`${p}: ${cause}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => client(n)));
  return result;
}
