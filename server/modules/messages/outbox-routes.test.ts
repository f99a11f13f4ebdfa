import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Kit, realTime } from '../../test/kit.ts';
import { createMessenger, type Messenger } from './messenger.ts';

// GET /api/dev/outbox (rules/design §5): what the shop would have sent, while the outbox is the delivery.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
const clock = () => new Date(now);
let messenger: Messenger;

beforeAll(async () => {
  t = await createKit({ clock });
  messenger = createMessenger({ config: t.config, db: t.database.db, clock });
});
afterAll(async () => {
  await t.cleanup();
});

const read = (to: string) => t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

describe('GET /api/dev/outbox', () => {
  it('lists the messages to a phone newest first, with or without +91', async () => {
    expect(messenger.outboxEnabled).toBe(true);
    await messenger.send({ to: '+919876500001', channel: 'sms', text: 'first', code: '111111' });
    now += 1_000;
    await messenger.send({ to: '+919876500001', channel: 'sms', text: 'second' });
    await messenger.send({ to: '+919876500002', channel: 'sms', text: 'someone else', code: '222222' });

    const res = await read('9876500001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      messages: [
        {
          to: '+919876500001',
          channel: 'sms',
          text: 'second',
          code: null,
          createdAt: new Date(now).toISOString(),
        },
        {
          to: '+919876500001',
          channel: 'sms',
          text: 'first',
          code: '111111',
          createdAt: new Date(now - 1_000).toISOString(),
        },
      ],
    });
    for (const form of ['+919876500001', '+91 98765-00001', '09876500001']) {
      expect((await read(form)).json().messages).toHaveLength(2);
    }
  });

  it('finds email messages whatever the case of the address typed', async () => {
    await messenger.send({ to: 'mum@example.com', channel: 'email', text: 'reset', code: '333333' });
    const res = await read('Mum@Example.COM');
    expect(res.json().messages).toMatchObject([{ to: 'mum@example.com', channel: 'email', code: '333333' }]);
    expect((await read('nobody@example.com')).json()).toEqual({ success: true, messages: [] });
  });

  it('gives at most the newest 50 messages', async () => {
    for (let i = 0; i < 55; i++) {
      now += 1_000;
      await messenger.send({ to: '+919876500003', channel: 'sms', text: `message ${i}` });
    }
    const { messages } = (await read('9876500003')).json();
    expect(messages).toHaveLength(50);
    expect(messages[0].text).toBe('message 54');
    expect(messages[49].text).toBe('message 5');
  });

  it('refuses a missing address', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('with a real provider', () => {
  it.each([
    ['SMS_HTTP_URL', 'http://127.0.0.1:9/sms'],
    ['SMTP_URL', 'smtp://127.0.0.1:9'],
  ])('does not register the outbox route when %s is set', async (name, value) => {
    const app = await createKit({ clock: realTime, env: { [name]: value } });
    try {
      const res = await app.app.inject({ url: '/api/dev/outbox?to=9876500001' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await app.cleanup();
    }
  });
});

describe('in production mode', () => {
  it('does not register the outbox route even when no provider is configured', async () => {
    // main.ts refuses this configuration before building the app; the app closes the route anyway.
    const app = await createKit({ clock: realTime, env: { SHOP_MODE: 'production' } });
    try {
      expect(app.config.mode).toBe('production');
      const res = await app.app.inject({ url: '/api/dev/outbox?to=9876500001' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await app.cleanup();
    }
  });
});
