import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { GENEROUS_LIMITS } from '../test/kit.ts';
import { loggingPerRequest } from './request-ids.ts';

// Request ids: a fresh UUID for each request (unique across instances), or the proxy's x-request-id
// when it is a sane token; echoed in the answer and carried by every log line of the request — the
// app's own, the error handler's and the services'. Every line names the instance.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  instance?: string;
}

let db: TestDatabase;
let dir: string;
let app: FastifyInstance;
const lines: Line[] = [];
/** Logs outside any request, through the same kind of logger the services get. */
let serviceLog: ReturnType<typeof loggingPerRequest>;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'll-reqid-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'info',
    INSTANCE_ID: 'shop-b.2',
    // Nothing listens on port 9: every SMS fails, inside the request that sends it.
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_HTTP_TOKEN: 'test-token',
    ...GENEROUS_LIMITS,
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const loggerInstance = pino(loggerOptions(config), sink);
  app = await buildApp({ config, database: db.database, loggerInstance });
  serviceLog = loggingPerRequest(app.log);
  app.get('/api/__test/boom', async () => {
    throw new Error('kaboom');
  });
  app.get('/api/__test/service-log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    serviceLog.warn('a service speaks after an await');
    return { success: true };
  });
});

afterAll(async () => {
  await app.close();
  await db.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request ids', () => {
  it('are fresh UUIDs, different for every request, echoed in x-request-id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/api/health/live' });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('keep the id a proxy sends when it is a sane token', async () => {
    for (const id of ['lb-7f3a.42:9', 'A'.repeat(64), '0']) {
      const res = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('replace one that is not: too long, spaces, markup, line breaks, other letters', async () => {
    for (const id of ['A'.repeat(65), 'two words', '<script>', 'a%0d%0ab', 'ünïcode', '']) {
      const res = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((line) => line.reqId === id)).toBe(false);
    }
  });

  it('are on every answer: not found, failures, refusals', async () => {
    for (const [url, status] of [
      ['/api/nowhere', 404],
      ['/api/__test/boom', 500],
      ['/api/user/notification/view', 401],
    ] as const) {
      const res = await app.inject({ url, headers: { 'x-request-id': `probe-${status}` } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-request-id']).toBe(`probe-${status}`);
    }
    // The error handler logs the failure with the request's id.
    expect(linesOf('probe-500').map((line) => line.msg)).toContain('unhandled error');
  });
});

describe('log lines', () => {
  it('of a service working for a request carry its id; outside a request they carry none', async () => {
    await app.inject({ url: '/api/__test/service-log', headers: { 'x-request-id': 'svc-1' } });
    expect(linesOf('svc-1').map((line) => line.msg)).toContain('a service speaks after an await');
    serviceLog.info('nobody asked');
    const outside = lines.find((line) => line.msg === 'nobody asked');
    expect(outside).toBeDefined();
    expect(outside?.reqId).toBeUndefined();
  });

  it('of a real service failing inside a request carry its id (a sign-in code the SMS gateway refused)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      headers: { 'x-request-id': 'otp-1' },
      payload: { phone: '9876543210' },
    });
    expect(res.statusCode).toBe(503);
    expect(linesOf('otp-1').map((line) => line.msg)).toContain('message delivery failed');
  });

  it('all name the instance', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.instance !== 'shop-b.2')).toEqual([]);
  });
});
