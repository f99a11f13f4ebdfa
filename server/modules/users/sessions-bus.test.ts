import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresBus } from '../../platform/bus-postgres.ts';
import { openRedisBus } from '../../platform/bus-redis.ts';
import type { BusMessage, ClusterBus } from '../../platform/index.ts';
import { createKit, type Kit, signedInShopper } from '../../test/kit.ts';
import { REDIS_TEST_URL, scratchDatabase, servicesMissing, uniqueName, within } from '../../test/loopback.ts';
import { endSessionsOf } from './index.ts';
import { createSessionService, type SessionService } from './sessions.ts';

// Two instances' session services on one database, each trusting a checked token for a whole minute:
// only the bus can end a session on B "at once" after A ended it (docs/decisions/011, 026).

const quiet = Fastify({ logger: false }).log;
const services = await servicesMissing(['redis', 'postgres']);
const TRUST_MS = 60_000;

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t?.cleanup();
});

/** Three buses on one channel: instances A and B, and C, which only listens. */
async function redisBuses() {
  const channel = uniqueName('littleloom:test-sessions');
  const open = () => openRedisBus({ url: REDIS_TEST_URL, log: quiet, channel });
  return { buses: await Promise.all([open(), open(), open()]), drop: async () => {} };
}

async function postgresBuses() {
  // The messages need a PostgreSQL server; the sessions stay in the test's database (either kind).
  const scratch = await scratchDatabase();
  const channel = uniqueName('ll_test_sessions');
  const open = () => openPostgresBus({ url: scratch.url, log: quiet, channel });
  return { buses: await Promise.all([open(), open(), open()]), drop: () => scratch.drop() };
}

let opened: { buses: readonly ClusterBus[]; drop(): Promise<void> } | undefined;
afterEach(async () => {
  if (!opened) return;
  await Promise.all(opened.buses.map((bus) => bus.close()));
  await opened.drop();
  opened = undefined;
});

describe.skipIf(services.skip).each([
  ['Redis', redisBuses],
  ['PostgreSQL', postgresBuses],
] as const)(`sessions across two instances over %s${services.reason}`, (_name, openBuses) => {
  let a: SessionService;
  let b: SessionService;
  /** What went over the wire, as a third instance heard it. */
  let wire: BusMessage[];

  async function instances() {
    opened = await openBuses();
    const [busA, busB, busC] = opened.buses as [ClusterBus, ClusterBus, ClusterBus];
    await within(3_000, async () => (await busA.ping()) && (await busB.ping()) && (await busC.ping()));
    const service = (bus: ClusterBus) =>
      createSessionService({
        db: t.database.db,
        secret: t.secret,
        clock: () => t.clock.now,
        ttlDays: t.config.sessionTtlDays,
        checkCacheMs: TRUST_MS,
        bus,
      });
    a = service(busA);
    b = service(busB);
    wire = [];
    busC.subscribe((message) => wire.push(message));
  }

  /** C hears a message on its own connection, a moment after or before B: wait for it, then a little
   * longer so that a second message, if one were sent, would be heard too. */
  async function heardOnTheWire() {
    await within(3_000, () => wire.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('refuses on B, at once, a token B had checked, after A signs its session out', async () => {
    await instances();
    const me = await signedInShopper(t);
    const other = await signedInShopper(t);
    expect(await b.authenticate(me.token)).toEqual({ userId: me.user.id, sessionId: me.sessionId });
    expect(await b.authenticate(other.token)).not.toBeNull();

    // Without a message B trusts what it checked: a session ended behind its back still works there.
    await endSessionsOf(t.database.db, other.user.id, t.clock.now);
    expect(await b.authenticate(other.token)).not.toBeNull();

    await a.revoke(me.sessionId);
    expect(await a.authenticate(me.token)).toBeNull();
    await within(100, async () => (await b.authenticate(me.token)) === null);
    // One message: B forgot without telling anyone again.
    await heardOnTheWire();
    expect(wire).toEqual([{ topic: 'sessions', sessionId: me.sessionId }]);
  });

  it('ends on B every session A signs out everywhere, except the one A keeps', async () => {
    await instances();
    const me = await signedInShopper(t);
    const phone = await t.sessions.open(me.user.id, 'otp');
    const laptop = await t.sessions.open(me.user.id, 'password');
    for (const token of [me.token, phone.accessToken, laptop.accessToken])
      expect(await b.authenticate(token)).not.toBeNull();

    await a.revokeAll(me.user.id, laptop.sessionId);
    await within(100, async () => (await b.authenticate(me.token)) === null);
    expect(await b.authenticate(phone.accessToken)).toBeNull();
    expect(await b.authenticate(laptop.accessToken)).toEqual({
      userId: me.user.id,
      sessionId: laptop.sessionId,
    });
    await heardOnTheWire();
    expect(wire).toEqual([{ topic: 'sessions', userId: me.user.id }]);
  });

  it('ends on B the sessions another module ended on A and told the service about (reset, block, deletion)', async () => {
    await instances();
    const me = await signedInShopper(t);
    expect(await b.authenticate(me.token)).not.toBeNull();
    await endSessionsOf(t.database.db, me.user.id, t.clock.now);
    a.forgetUser(me.user.id);
    await within(100, async () => (await b.authenticate(me.token)) === null);
    await heardOnTheWire();
    expect(wire).toEqual([{ topic: 'sessions', userId: me.user.id }]);
  });
});
