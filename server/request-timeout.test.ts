import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Kit, realTime } from './test/kit.ts';

// A client that sends its body too slowly (a stalled upload, or one holding connections open on purpose)
// is cut off after REQUEST_TIMEOUT_MS instead of Node's 300 s: the shop answers 408 or closes.

let t: Kit;
let port: number;

beforeAll(async () => {
  t = await createKit({ clock: realTime, env: { REQUEST_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.cleanup();
});

describe('request timeout', () => {
  it('cuts off a body trickled slower than REQUEST_TIMEOUT_MS allows', async () => {
    expect(t.config.requestTimeoutMs).toBe(1000);
    // A longer headers timeout would stand in for the request timeout in Node's check.
    expect(t.app.server.requestTimeout).toBe(1000);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(1000);
    const body = JSON.stringify({ name: 'Slow Sender', phone: '9876500001', password: 'x'.repeat(200) });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/user/auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take about 25 s.
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(trickle);
      socket.write(body[sent++] ?? '');
    }, 100);
    const cutOffAfter = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000)),
    ]);
    clearInterval(trickle);
    socket.destroy();

    expect(sent).toBeLessThan(body.length);
    expect(cutOffAfter).toBeGreaterThanOrEqual(900);
    expect(cutOffAfter).toBeLessThan(2_500);
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
