import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth.ts';
import { loadConfig } from '../config.ts';
import { MESSAGES } from '../lib/errors.ts';
import { createKit, GENEROUS_LIMITS, type Kit, realTime } from '../test/kit.ts';
import { REDIS_TEST_URL, servicesMissing } from '../test/loopback.ts';
import { registerAbuseLimits } from './rate-limits.ts';

// The abuse limits shared by every instance through Redis (REDIS_URL, docs/decisions/017 and 026): two
// apps count into the same counters, so together they allow what one allows. Each run's clients have
// addresses of their own, so a rerun within the hour never finds the last run's counts.

const services = await servicesMissing(['redis']);

const LIMITS = { LIMIT_REQUESTS_PER_CLIENT_MINUTE: '10', LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '2' };

/** Two instances of the shop sharing REDIS_URL (each app has its own memory and connection). */
let a: Kit;
let b: Kit;
beforeAll(async () => {
  if (services.skip) return;
  const env = { ...GENEROUS_LIMITS, ...LIMITS, REDIS_URL: REDIS_TEST_URL };
  a = await createKit({ clock: realTime, env });
  b = await createKit({ clock: realTime, env });
});
afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
});

/** An address in 10.0.0.0/8 no earlier run used (almost surely). */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const browse = (kit: Kit, from: string) =>
  kit.app.inject({ method: 'GET', url: '/api/user/categories/view', remoteAddress: from });

let phones = 0;
const sendCode = (kit: Kit, from: string) =>
  kit.app.inject({
    method: 'POST',
    url: '/api/user/auth/send-otp',
    payload: { phone: `6${String(randomInt(1e8)).padStart(8, '0')}${++phones % 10}` },
    remoteAddress: from,
  });

describe.skipIf(services.skip)(`abuse limits shared through Redis${services.reason}`, () => {
  it('lets two instances together serve one client only what one instance would', async () => {
    const me = newClient();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await browse(i % 2 === 0 ? a : b, me));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));

    for (const kit of [a, b]) {
      const refused = await browse(kit, me);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // A refusal is never kept by a cache in front, though the page itself is public.
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // Another client is counted on its own.
    expect((await browse(b, newClient())).statusCode).toBe(200);
  });

  it('shares the per-client code sends between instances', async () => {
    const me = newClient();
    expect((await sendCode(a, me)).statusCode).toBe(200);
    expect((await sendCode(b, me)).statusCode).toBe(200);
    const refused = await sendCode(a, me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManySends);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('abuse limits on a Redis that cannot be reached', () => {
  it('keeps serving, unlimited, and answers at once', async () => {
    const app = Fastify({ logger: false });
    const limits = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), 'll-limits'),
      LIMIT_REQUESTS_PER_CLIENT_MINUTE: '1',
    }).limits;
    await registerAbuseLimits(app, limits, { redisUrl: 'redis://127.0.0.1:1' });
    app.get('/api/ping', async () => ({ ok: true }));
    try {
      const started = performance.now();
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ url: '/api/ping', remoteAddress: '10.9.9.9' });
        expect(res.statusCode).toBe(200);
      }
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
    }
  });
});
