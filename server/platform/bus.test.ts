import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { REDIS_TEST_URL, scratchDatabase, servicesMissing, uniqueName, within } from '../test/loopback.ts';
import { type BusMessage, type ClusterBus, openBus } from './bus.ts';
import { openPostgresBus } from './bus-postgres.ts';
import { openRedisBus, redisBusChannel } from './bus-redis.ts';

// The bus between instances (docs/decisions/026) on the real brokers: two buses stand for two
// instances. A message reaches the other one at once, never comes back to its sender, and the bus hears
// again after its connection to the broker is cut.

const quiet = Fastify({ logger: false }).log;
const services = await servicesMissing(['redis', 'postgres']);

interface Pair {
  a: ClusterBus;
  b: ClusterBus;
  /** Sends a text on the pair's channel as some other client would. */
  raw(text: string): Promise<void>;
  /** Cuts B's connection to the broker from the broker's side. */
  cut(): Promise<void>;
  close(): Promise<void>;
}

async function redisPair(): Promise<Pair> {
  const channel = uniqueName('littleloom:test-bus');
  const name = uniqueName('test');
  const a = await openRedisBus({ url: REDIS_TEST_URL, log: quiet, channel, name: `${name}-a` });
  const b = await openRedisBus({ url: REDIS_TEST_URL, log: quiet, channel, name: `${name}-b` });
  const admin = new Redis(REDIS_TEST_URL);
  return {
    a,
    b,
    async raw(text) {
      await admin.publish(channel, text);
    },
    async cut() {
      const clients = String(await admin.client('LIST'));
      const line = clients.split('\n').find((l) => l.includes(` name=littleloom-bus-sub-${name}-b `));
      const id = line?.match(/^id=(\d+)/)?.[1];
      if (!id) throw new Error('the subscribing connection is not in CLIENT LIST');
      await admin.client('KILL', 'ID', id);
    },
    async close() {
      await Promise.all([a.close(), b.close(), admin.quit()]);
    },
  };
}

async function postgresPair(): Promise<Pair> {
  const scratch = await scratchDatabase();
  const channel = uniqueName('ll_test_bus');
  const a = await openPostgresBus({ url: scratch.url, log: quiet, channel });
  const b = await openPostgresBus({ url: scratch.url, log: quiet, channel });
  const admin = new pg.Client({ connectionString: scratch.url });
  await admin.connect();
  return {
    a,
    b,
    async raw(text) {
      await admin.query('SELECT pg_notify($1, $2)', [channel, text]);
    },
    async cut() {
      // Both listeners of this throw-away database: B's is among them.
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
         WHERE datname = $1 AND application_name = 'littleloom-bus'`,
        [scratch.name],
      );
      if (rows.length === 0) throw new Error('no listening connection to cut');
    },
    async close() {
      await Promise.all([a.close(), b.close(), admin.end()]);
      await scratch.drop();
    },
  };
}

let pair: Pair | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

const collect = (bus: ClusterBus) => {
  const heard: BusMessage[] = [];
  bus.subscribe((message) => heard.push(message));
  return heard;
};

describe.skipIf(services.skip).each([
  ['Redis pub/sub', redisPair],
  ['PostgreSQL LISTEN/NOTIFY', postgresPair],
] as const)(`the bus over %s${services.reason}`, (_name, open) => {
  async function ready(): Promise<Pair> {
    pair = await open();
    const { a, b } = pair;
    await within(3_000, async () => (await a.ping()) && (await b.ping()));
    return pair;
  }

  it('brings a message to the other instance within 100 ms, and never back to its sender', async () => {
    const { a, b } = await ready();
    const heardByA = collect(a);
    const heardByB = collect(b);
    await a.publish({ topic: 'sessions', sessionId: 'c0ffee00-0000-4000-8000-000000000001' });
    await within(100, () => heardByB.length === 1);
    expect(heardByB).toEqual([{ topic: 'sessions', sessionId: 'c0ffee00-0000-4000-8000-000000000001' }]);

    // B's answer arrives after A's own message would have (one channel, in order): A heard only B's.
    await b.publish({ topic: 'catalogue', productIds: ['p-1', 'p-2'] });
    await within(100, () => heardByA.length === 1);
    expect(heardByA).toEqual([{ topic: 'catalogue', productIds: ['p-1', 'p-2'] }]);
    expect(heardByB).toHaveLength(1);
  });

  it('gives every handler what it understands, drops the rest, and survives a failing handler', async () => {
    const { b } = await ready();
    b.subscribe(() => {
      throw new Error('a handler that fails');
    });
    const heard = collect(b);
    await pair!.raw('not json');
    await pair!.raw(JSON.stringify({ from: 'elsewhere', message: { topic: 'weather' } }));
    await pair!.raw(JSON.stringify({ from: 'elsewhere', message: { topic: 'sessions' } }));
    await pair!.raw(JSON.stringify({ message: { topic: 'catalogue' } }));
    await pair!.raw(
      JSON.stringify({ from: 'elsewhere', message: { topic: 'sessions', userId: 'u-7', x: 1 } }),
    );
    await within(200, () => heard.length === 1);
    expect(heard).toEqual([{ topic: 'sessions', userId: 'u-7' }]);
  });

  it('hears again after its connection to the broker is cut', async () => {
    const { a, b } = await ready();
    const heard = collect(b);
    await pair!.cut();
    await within(2_000, async () => !(await b.ping()));
    // Messages sent while B is away are lost (the cache times bound them); once back it hears again.
    let sent = 0;
    await within(5_000, async () => {
      sent += 1;
      await a.publish({ topic: 'sessions', userId: `u-${sent}` });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return heard.length > 0;
    });
    expect(await b.ping()).toBe(true);
  });

  it('stops when closed: not ready, and publishing does nothing', async () => {
    const { a, b } = await ready();
    const heard = collect(b);
    await a.close();
    expect(await a.ping()).toBe(false);
    await a.publish({ topic: 'catalogue' });
    await b.publish({ topic: 'catalogue' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });
});

describe.skipIf(services.skip)(`openBus${services.reason}`, () => {
  it('takes Redis when REDIS_URL is set, else LISTEN/NOTIFY on a PostgreSQL server, else nothing', async () => {
    const scratch = await scratchDatabase();
    const server = await openDatabase({ url: scratch.url, poolSize: 2 });
    // The test database is the embedded one unless this run is on a PostgreSQL server (DATABASE_URL).
    const test = await createTestDatabase();
    const env = { DATA_DIR: path.join(os.tmpdir(), 'll-bus-test'), LOG_LEVEL: 'silent' };
    const cases: Array<[Config, Database, ClusterBus['kind']]> = [
      [loadConfig({ ...env, REDIS_URL: `${REDIS_TEST_URL}/3` }), server, 'redis'],
      [loadConfig({ ...env, REDIS_URL: REDIS_TEST_URL }), test.database, 'redis'],
      [loadConfig(env), server, 'postgres'],
      [loadConfig(env), test.database, test.database.kind === 'pglite' ? 'local' : 'postgres'],
    ];
    const opened: ClusterBus[] = [];
    try {
      for (const [config, database, kind] of cases) {
        const bus = await openBus(config, database, quiet);
        opened.push(bus);
        expect(bus.kind).toBe(kind);
        await within(3_000, () => bus.ping());
      }
    } finally {
      await Promise.all(opened.map((bus) => bus.close()));
      await Promise.all([server.close(), test.cleanup()]);
      await scratch.drop();
    }
    // Shops sharing one Redis on different database numbers never hear each other (pub/sub ignores them).
    expect(redisBusChannel(REDIS_TEST_URL)).toBe('littleloom:bus:0');
    expect(redisBusChannel(`${REDIS_TEST_URL}/3`)).toBe('littleloom:bus:3');
  });
});
