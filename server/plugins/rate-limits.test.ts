import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { MESSAGES } from '../lib/errors.ts';
import { createKit, GENEROUS_LIMITS, type Kit, realTime } from '../test/kit.ts';

// The abuse limits per client address (docs/decisions/017-abuse-limits.md) through the real app: the
// client address is what inject's remoteAddress (or a trusted proxy's X-Forwarded-For) says.

let t: Kit | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

async function app(env: Record<string, string>): Promise<Kit> {
  t = await createKit({ clock: realTime, env: { ...GENEROUS_LIMITS, ...env } });
  return t;
}

let phones = 0;
const newPhone = () => `7${String(++phones).padStart(9, '0')}`;

const sendCode = (a: Kit, from: string, phone = newPhone(), headers: Record<string, string> = {}) =>
  a.app.inject({
    method: 'POST',
    url: '/api/user/auth/send-otp',
    payload: { phone },
    remoteAddress: from,
    headers,
  });

describe('code sends', () => {
  it('stops one client sending codes to 40 phones after its hourly limit; another client still gets codes', async () => {
    const a = await app({ LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '20' });
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await sendCode(a, '203.0.113.7'));
    expect(answers.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    const refused = answers.slice(20);
    expect(refused.every((r) => r.statusCode === 429)).toBe(true);
    const last = refused.at(-1)!;
    expect(last.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManySends });
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(last.json().retryAfter).toBe(wait);
    // Nothing was sent for the refused ones.
    const outbox = await a.app.inject({ url: `/api/dev/outbox?to=7${String(phones).padStart(9, '0')}` });
    expect(outbox.json().messages).toEqual([]);
    expect((await sendCode(a, '198.51.100.4')).statusCode).toBe(200);
  });

  it('has one shop-wide ceiling per hour that every client shares', async () => {
    const a = await app({ LIMIT_CODE_SENDS_GLOBAL_HOUR: '5' });
    for (let i = 0; i < 5; i++) expect((await sendCode(a, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    const refused = await sendCode(a, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManySends);
    // Password reset and sign-up codes count too.
    const reset = await a.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      payload: { phone: newPhone() },
      remoteAddress: '198.51.100.100',
    });
    expect(reset.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a spoofed header buys no fresh budget', async () => {
    const a = await app({ LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '2' });
    expect((await sendCode(a, '203.0.113.7', newPhone(), { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(
      200,
    );
    expect((await sendCode(a, '203.0.113.7', newPhone(), { 'x-forwarded-for': '10.0.0.2' })).statusCode).toBe(
      200,
    );
    expect((await sendCode(a, '203.0.113.7', newPhone(), { 'x-forwarded-for': '10.0.0.3' })).statusCode).toBe(
      429,
    );
  });

  it('counts the forwarded client address behind a trusted proxy (TRUST_PROXY=1)', async () => {
    const a = await app({ LIMIT_CODE_SENDS_PER_CLIENT_HOUR: '2', TRUST_PROXY: '1' });
    const via = (client: string) => sendCode(a, '127.0.0.1', newPhone(), { 'x-forwarded-for': client });
    expect((await via('203.0.113.7')).statusCode).toBe(200);
    expect((await via('203.0.113.7')).statusCode).toBe(200);
    expect((await via('203.0.113.7')).statusCode).toBe(429);
    // A client cannot spoof past the one trusted hop: the address the proxy saw is the one counted.
    expect((await via('10.9.9.9, 203.0.113.7')).statusCode).toBe(429);
    expect((await via('198.51.100.4')).statusCode).toBe(200);
  });
});

describe('sign-ins, sign-ups and browsing', () => {
  it('limits code checks and password sign-ins per client', async () => {
    const a = await app({ LIMIT_SIGNIN_PER_CLIENT_10MIN: '3' });
    const guess = (from: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        payload: { identifier: '9876543210', password: 'not-the-password' },
        remoteAddress: from,
      });
    for (let i = 0; i < 3; i++) expect((await guess('203.0.113.7')).statusCode).toBe(401);
    const refused = await guess('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyLogins);
    const code = await a.app.inject({
      method: 'POST',
      url: '/api/user/auth/verify-otp',
      payload: { phone: '9876543210', otp: '123456', sessionId: '00000000-0000-4000-8000-000000000000' },
      remoteAddress: '203.0.113.7',
    });
    expect(code.statusCode).toBe(429);
    expect((await guess('198.51.100.4')).statusCode).toBe(401);
  });

  it('limits new accounts per client', async () => {
    const a = await app({ LIMIT_SIGNUPS_PER_CLIENT_HOUR: '2' });
    const register = () => {
      const phone = newPhone();
      return a.app.inject({
        method: 'POST',
        url: '/api/user/auth/register',
        payload: { name: 'Asha', email: `a${phone}@example.in`, phone },
        remoteAddress: '203.0.113.7',
      });
    };
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManySignUps);
  });

  it('puts a ceiling on API calls per client per minute, never on the health check', async () => {
    const a = await app({ LIMIT_REQUESTS_PER_CLIENT_MINUTE: '5' });
    const browse = () => a.app.inject({ url: '/api/user/category/view', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 5; i++) expect((await browse()).statusCode).not.toBe(429);
    const refused = await browse();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      const health = await a.app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' });
      expect(health.statusCode).toBe(200);
    }
    // Pages and pictures are not API calls.
    expect((await a.app.inject({ url: '/', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('has defaults that stop the 40-phones case and refuses a proxy setting that trusts everyone', () => {
    const c = loadConfig({});
    expect(c.limits.codeSendsPerClientHour).toBeLessThan(40);
    expect(c.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
