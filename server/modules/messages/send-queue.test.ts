import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { failedJobs } from '../../db/schema/index.ts';
import { pgBossJobs } from '../../platform/jobs-pg-boss.ts';
import { createMetrics } from '../../platform/metrics.ts';
import { createKit, type Kit, signedInShopper } from '../../test/kit.ts';
import {
  createThrowawayPostgres,
  skipWithoutPostgres,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres.ts';
import { createMessenger } from './messenger.ts';
import { createSendQueue, SEND_MESSAGE_QUEUE } from './send-queue.ts';

// Messages sent after the answer go through the job queue: retried MESSAGE_RETRIES times, then kept
// in failed_jobs, once. The SMS gateway is a tiny local HTTP server (the external provider).

const log = pino({ level: 'silent' });

function gateway() {
  const bodies: { to: string; text: string }[] = [];
  const g = { bodies, status: 500, url: '', server: undefined as unknown as http.Server };
  g.server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      bodies.push(JSON.parse(data));
      res.writeHead(g.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return g;
}

const deadMessages = (db: Db) => db.select().from(failedJobs).where(eq(failedJobs.queue, SEND_MESSAGE_QUEUE));

let sms: ReturnType<typeof gateway>;
beforeAll(async () => {
  sms = gateway();
  await new Promise<void>((resolve) => sms.server.listen(0, '127.0.0.1', resolve));
  sms.url = `http://127.0.0.1:${(sms.server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => sms.server.close(() => resolve()));
});

describe('a password-reset code on the in-process queue', () => {
  let t: Kit;
  beforeAll(async () => {
    t = await createKit({
      env: { SMS_HTTP_URL: sms.url, MESSAGE_RETRIES: '1', MESSAGE_RETRY_DELAY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('is answered at once, tried 1 + MESSAGE_RETRIES times, then kept in failed_jobs once', async () => {
    const { user } = await signedInShopper(t);
    const phone = user.phone!.slice(3);
    const before = sms.bodies.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await deadMessages(t.database.db)).toHaveLength(1), {
      timeout: 5000,
    });
    const tries = sms.bodies.slice(before);
    expect(tries).toHaveLength(2);
    expect(tries.every((b) => b.to === user.phone)).toBe(true);
    const [row] = await deadMessages(t.database.db);
    expect(row).toMatchObject({
      payload: { to: user.phone, channel: 'sms' },
      error: 'SMS gateway answered 500',
      attempts: 2,
    });
    // The whole message is the payload, the code it carries included.
    expect((row!.payload as { text: string }).text).toContain((row!.payload as { code: string }).code);
    await t.app.sendQueue.drain();
    expect(await deadMessages(t.database.db)).toHaveLength(1);
  });
});

const skipPg = await skipWithoutPostgres('the send queue on pg-boss');

describe.skipIf(skipPg)('messages on pg-boss', () => {
  let pg: ThrowawayPostgres;
  beforeAll(async () => {
    pg = await createThrowawayPostgres();
  });
  afterAll(async () => {
    await pg?.cleanup();
  });

  it('a message that fails every try lands in failed_jobs once; one that goes is sent once', async () => {
    const config = loadConfig({ SMS_HTTP_URL: sms.url, LOG_LEVEL: 'silent' });
    const jobs = pgBossJobs({ url: pg.url, db: pg.database.db, log, metrics: createMetrics() });
    const messenger = createMessenger({ config, db: pg.database.db, clock: () => new Date() });
    // The smallest delay pg-boss's back-off allows (1 s, then doubled).
    const queue = createSendQueue({ messenger, log, jobs, retries: 1, retryDelaySeconds: 1 });
    await jobs.start();
    try {
      sms.status = 500;
      const before = sms.bodies.length;
      queue.enqueue({
        to: '+919800000077',
        channel: 'sms',
        text: 'Your order is on its way',
        template: 'order-shipped',
      });
      await vi.waitFor(async () => expect(await deadMessages(pg.database.db)).toHaveLength(1), {
        timeout: 15_000,
      });
      expect(sms.bodies.slice(before).map((b) => b.to)).toEqual(['+919800000077', '+919800000077']);
      const [row] = await deadMessages(pg.database.db);
      expect(row).toMatchObject({
        payload: {
          to: '+919800000077',
          channel: 'sms',
          text: 'Your order is on its way',
          template: 'order-shipped',
        },
        error: 'SMS gateway answered 500',
        attempts: 2,
      });

      sms.status = 202;
      const sent = sms.bodies.length;
      queue.enqueue({ to: '+919800000078', channel: 'sms', text: 'Delivered' });
      await vi.waitFor(() => expect(sms.bodies.length).toBe(sent + 1), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sms.bodies.slice(sent).map((b) => b.to)).toEqual(['+919800000078']);
      expect(await deadMessages(pg.database.db)).toHaveLength(1);
    } finally {
      await jobs.stop(0);
    }
  });
});
