import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { createKit, type Kit, realTime } from '../../test/kit.ts';
import { DELIVERY_FAILED_MESSAGE } from '../auth/index.ts';
import { createMessenger } from './messenger.ts';
import { createSmsHttpSender } from './sms-http.ts';
import { createSmtpSender } from './smtp.ts';

// The real providers against tiny local servers: an SMS gateway over HTTP and an SMTP server.

interface SmsRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A gateway that records requests and answers `status` after `delayMs`. */
function smsGateway() {
  const requests: SmsRequest[] = [];
  const gateway = { requests, status: 202, delayMs: 0, url: '', server: undefined as unknown as http.Server };
  gateway.server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(data) });
      setTimeout(() => {
        res.writeHead(gateway.status, { 'content-type': 'application/json' }).end('{}');
      }, gateway.delayMs);
    });
  });
  return gateway;
}

/** Just enough SMTP (no TLS, no auth) to accept mail and keep what was sent. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line.replace(/^\./, '')}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'MAIL') {
            mail.from = line.slice(10);
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            mail.to.push(line.slice(8));
            socket.write('250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, mails };
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const gateway = smsGateway();
const smtp = smtpServer();
let smtpUrl = '';

beforeAll(async () => {
  gateway.url = `http://127.0.0.1:${await listen(gateway.server)}/send`;
  smtpUrl = `smtp://127.0.0.1:${await listen(smtp.server)}`;
});
afterAll(async () => {
  gateway.server.closeAllConnections();
  await new Promise((resolve) => gateway.server.close(resolve));
  await new Promise((resolve) => smtp.server.close(resolve));
});
afterEach(() => {
  gateway.requests.length = 0;
  gateway.status = 202;
});

describe('SMS over HTTP', () => {
  it('POSTs { to, text } as JSON with the bearer token', async () => {
    const sender = createSmsHttpSender({ url: gateway.url, token: 'gateway-token' });
    await sender.send({ to: '+919876500001', channel: 'sms', text: 'Your code is 123456', code: '123456' });
    expect(gateway.requests).toEqual([
      {
        method: 'POST',
        url: '/send',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          authorization: 'Bearer gateway-token',
        }),
        // The code travels only inside the text.
        body: { to: '+919876500001', text: 'Your code is 123456' },
      },
    ]);
  });

  it("adds the DLT sender, entity id and the message's template id when they are configured", async () => {
    const dlt = {
      senderId: 'LLOOMS',
      entityId: '1101234567890123456',
      templateIds: { 'reset-code': '1107160000000000004' },
    };
    const sender = createSmsHttpSender({ url: gateway.url, dlt });
    await sender.send({
      to: '+919876500001',
      channel: 'sms',
      template: 'reset-code',
      text: 'Your code is 1',
    });
    // A template with no id configured: the body names none rather than another template's.
    await sender.send({ to: '+919876500001', channel: 'sms', template: 'order-placed', text: 'Placed' });
    const partial = createSmsHttpSender({ url: gateway.url, dlt: { ...dlt, senderId: undefined } });
    await partial.send({
      to: '+919876500001',
      channel: 'sms',
      template: 'reset-code',
      text: 'Your code is 2',
    });
    expect(gateway.requests.map((r) => r.body)).toEqual([
      {
        to: '+919876500001',
        text: 'Your code is 1',
        sender: 'LLOOMS',
        entityId: '1101234567890123456',
        templateId: '1107160000000000004',
      },
      { to: '+919876500001', text: 'Placed', sender: 'LLOOMS', entityId: '1101234567890123456' },
      {
        to: '+919876500001',
        text: 'Your code is 2',
        entityId: '1101234567890123456',
        templateId: '1107160000000000004',
      },
    ]);
  });

  it('sends no authorization header without a token, and fails on a non-2xx answer', async () => {
    const sender = createSmsHttpSender({ url: gateway.url });
    await sender.send({ to: '+919876500001', channel: 'sms', text: 'hello' });
    expect(gateway.requests[0]!.headers.authorization).toBeUndefined();
    gateway.status = 500;
    await expect(sender.send({ to: '+919876500001', channel: 'sms', text: 'hello' })).rejects.toThrow(
      'SMS gateway answered 500',
    );
  });

  it('fails when the gateway cannot be reached', async () => {
    const sender = createSmsHttpSender({ url: 'http://127.0.0.1:9/send' });
    await expect(sender.send({ to: '+919876500001', channel: 'sms', text: 'hello' })).rejects.toThrow();
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    const port = await listen(silent);
    try {
      const sender = createSmsHttpSender({ url: `http://127.0.0.1:${port}/send`, timeoutMs: 200 });
      const started = Date.now();
      await expect(sender.send({ to: '+919876500001', channel: 'sms', text: 'hello' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('email over SMTP', () => {
  it('sends from the configured address with the subject and text', async () => {
    const sender = createSmtpSender({
      url: smtpUrl,
      from: 'Little Loom <help@example.com>',
      shopName: 'Little Loom',
    });
    await sender.send({
      to: 'mum@example.com',
      channel: 'email',
      text: 'Your code is 654321',
      subject: 'Reset code',
    });
    await sender.send({ to: 'dad@example.com', channel: 'email', text: 'Hello' });
    expect(smtp.mails).toHaveLength(2);
    const [first, second] = smtp.mails;
    expect(first!.from).toContain('help@example.com');
    expect(first!.to).toEqual(['<mum@example.com>']);
    expect(first!.data).toContain('Subject: Reset code');
    expect(first!.data).toContain('Your code is 654321');
    expect(second!.data).toContain('Subject: Little Loom code');
  });
});

describe('channel routing', () => {
  it('sends email by SMTP and keeps SMS in the outbox when only SMTP is configured', async () => {
    const t = await createKit({ clock: realTime, env: { SMTP_URL: smtpUrl } });
    try {
      const messenger = createMessenger({ config: t.config, db: t.database.db, clock: () => new Date() });
      expect(messenger.outboxEnabled).toBe(false);
      const before = smtp.mails.length;
      await messenger.send({ to: 'gran@example.com', channel: 'email', text: 'by mail', code: '1' });
      await messenger.send({ to: '+919876500009', channel: 'sms', text: 'kept', code: '2' });
      expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([['<gran@example.com>']]);
      const kept = await t.database.db.select().from(outboxMessages);
      expect(kept.map((m) => [m.to, m.channel])).toEqual([['+919876500009', 'sms']]);
    } finally {
      await t.cleanup();
    }
  });

  it('uses the outbox for both channels with no provider configured', async () => {
    const t = await createKit({ clock: realTime });
    try {
      const messenger = createMessenger({ config: t.config, db: t.database.db, clock: () => new Date() });
      expect(messenger.outboxEnabled).toBe(true);
      await messenger.send({ to: 'gran@example.com', channel: 'email', text: 'kept' });
      await messenger.send({ to: '+919876500009', channel: 'sms', text: 'kept' });
      expect(await t.database.db.select().from(outboxMessages)).toHaveLength(2);
    } finally {
      await t.cleanup();
    }
  });
});

describe('sign-in codes through the SMS gateway', () => {
  let t: Kit;
  let now = Date.parse('2026-11-20T06:00:00Z');
  beforeAll(async () => {
    t = await createKit({
      clock: () => new Date(now),
      env: { SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 'shop-token' },
    });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('delivers the code by the gateway and stores nothing in the outbox', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      payload: { phone: '9876500011' },
    });
    expect(sent.statusCode).toBe(200);
    expect(gateway.requests).toHaveLength(1);
    const request = gateway.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer shop-token');
    const body = request.body as { to: string; text: string };
    expect(body.to).toBe('+919876500011');
    const code = /is (\d{6})\./.exec(body.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, body.to)),
    ).toHaveLength(0);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/verify-otp',
      payload: { phone: '9876500011', otp: code, sessionId: sent.json().sessionId },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 when the gateway fails, except where that would reveal an account', async () => {
    gateway.status = 500;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      payload: { phone: '9876500012' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({ success: false, message: DELIVERY_FAILED_MESSAGE });

    // 9876500011 has an account (previous test); a reset for it fails to deliver but answers like any other.
    now += 3_600_000;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone: '9876500011' },
    });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone: '9876500013' },
    });
    await vi.waitFor(() =>
      expect(gateway.requests.some((r) => (r.body as { to: string }).to === '+919876500011')).toBe(true),
    );
    for (const res of [registered, stranger]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.codeSentNeutral, resendAfter: 60 });
    }
    gateway.status = 202;
  });

  const PROVIDER_MS = 1500;
  it('answers a reset request as fast for an account as for no account, with a slow provider', async () => {
    // A provider that takes 1.5 s: the reset code is sent after the answer, so the answer's time tells
    // nothing about whether the phone has an account (it did: 318 ms against 16 ms with a 300 ms
    // provider). The bounds are fractions of the provider's time, so a busy machine does not blur them.
    await t.app.sendQueue.drain(); // the retries of the test before
    gateway.delayMs = PROVIDER_MS;
    try {
      const timed = async (phone: string) => {
        now += 3_600_000;
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/auth/forgot-password/send-otp',
          payload: { phone },
        });
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const before = gateway.requests.length;
      const registered = [await timed('9876500011'), await timed('9876500011'), await timed('9876500011')];
      const stranger = [await timed('9876500019'), await timed('9876500019'), await timed('9876500019')];
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      expect(median(registered)).toBeLessThan(PROVIDER_MS / 2);
      expect(Math.abs(median(registered) - median(stranger))).toBeLessThan(PROVIDER_MS / 3);
      // And the codes still reach the registered phone, in the background.
      await t.app.sendQueue.drain();
      const sent = gateway.requests.slice(before).map((r) => (r.body as { to: string }).to);
      expect(sent).toEqual(['+919876500011', '+919876500011', '+919876500011']);
    } finally {
      gateway.delayMs = 0;
    }
  }, 30_000);

  it('counts every code handed over, by channel, in the metrics', async () => {
    const counted = async (channel: string) => {
      const metric = await t.app.platform.metrics.registry.getSingleMetric('shop_codes_sent_total')!.get();
      return metric.values.find((v) => v.labels.channel === channel)?.value ?? 0;
    };
    const [sms, email] = [await counted('sms'), await counted('email')];
    now += 3_600_000;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      payload: { phone: '9876500021' },
    });
    expect(signIn.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone: '9876500011' },
    });
    expect(reset.statusCode).toBe(200);
    // A reset for a phone with no account sends nothing, so counts nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone: '9876500029' },
    });
    await t.app.sendQueue.drain();
    expect([await counted('sms'), await counted('email')]).toEqual([sms + 2, email]);
  });
});
