import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { authEvents, otpCodes } from '../../db/schema/index.ts';
import { createKit, type Kit } from '../../test/kit.ts';

// The one-time code rules (rules/design §5) through the real routes, reading codes from the outbox.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
/** Added to the time after every reading of the clock (0 = a still clock). */
let tick = 0;
const clock = () => {
  const d = new Date(now);
  now += tick;
  return d;
};
const advance = (ms: number) => {
  now += ms;
};
let phones = 0;
const newPhone = () => `9${String(++phones).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createKit({ clock });
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => {
  tick = 0;
  advance(3_600_000);
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });

async function latestCode(to: string): Promise<string> {
  await t.app.sendQueue.drain();
  const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const code = res.json().messages[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function sendLogin(phone: string) {
  const res = await post('/user/auth/send-otp', { phone });
  expect(res.statusCode).toBe(200);
  return { sessionId: res.json().sessionId as string, code: await latestCode(phone) };
}

const verifyLogin = (phone: string, otp: string, sessionId: string) =>
  post('/user/auth/verify-otp', { phone, otp, sessionId });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const INVALID = { success: false, message: AUTH_MESSAGES.codeInvalid };

describe('issuing codes', () => {
  it('sends a 6-digit sign-in code by SMS and keeps only a keyed hash of it', async () => {
    const phone = newPhone();
    const res = await post('/user/auth/send-otp', { phone: `+91 ${phone.slice(0, 5)}-${phone.slice(5)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      resendAfter: 30,
    });
    const outbox = (await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).json();
    expect(outbox.messages).toHaveLength(1);
    const [message] = outbox.messages;
    expect(message).toMatchObject({
      to: `+91${phone}`,
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(message.text).toBe(
      `Your ${t.config.shopName} sign-in code is ${message.code}. It expires in 5 minutes. Do not share it.`,
    );
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.id, body.sessionId));
    expect(row).toMatchObject({ purpose: 'login', target: `+91${phone}`, attempts: 0, consumedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(message.code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('refuses a resend within 30 seconds with 429 and Retry-After, then replaces the code', async () => {
    const phone = newPhone();
    const first = await sendLogin(phone);
    let res = await post('/user/auth/resend-otp', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.resendTooSoon, retryAfter: 30 });
    advance(10_000);
    res = await post('/user/auth/send-otp', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('20');
    advance(20_000);
    res = await post('/user/auth/resend-otp', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.otpResent, sessionId: first.sessionId });
    const second = await latestCode(phone);
    expect((await verifyLogin(phone, first.code, first.sessionId)).statusCode).toBe(
      first.code === second ? 200 : 400,
    );
    if (first.code !== second)
      expect((await verifyLogin(phone, second, first.sessionId)).statusCode).toBe(200);
  });

  it('waits 60 seconds between password reset codes', async () => {
    const phone = newPhone();
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).statusCode).toBe(200);
    const res = await post('/user/auth/forgot-password/send-otp', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    advance(59_000);
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).headers['retry-after']).toBe('1');
    advance(1_000);
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).statusCode).toBe(200);
  });

  it('allows 5 sends per 10 minutes per phone and purpose, then 429 until the oldest leaves the window', async () => {
    const phone = newPhone();
    expect((await post('/user/auth/send-otp', { phone })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      advance(30_000);
      expect((await post('/user/auth/resend-otp', { phone })).statusCode).toBe(200);
    }
    advance(30_000);
    let res = await post('/user/auth/resend-otp', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.tooManySends,
      retryAfter: 600 - 150,
    });
    expect(res.headers['retry-after']).toBe(String(600 - 150));
    // Another purpose is counted apart: the same phone can still reset its password.
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).statusCode).toBe(200);
    advance(449_000);
    res = await post('/user/auth/resend-otp', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    advance(1_000);
    expect((await post('/user/auth/resend-otp', { phone })).statusCode).toBe(200);
  });

  it('never locks a shopper out: sign up, sign in, resend and reset all go through within 2 minutes', async () => {
    const phone = newPhone();
    const email = `flow${phone}@example.in`;
    const started = now;
    expect((await post('/user/auth/register', { name: 'Asha', email, phone })).statusCode).toBe(201);
    const joined = await post('/user/auth/register/verify-otp', { phone, otp: await latestCode(phone) });
    expect(joined.statusCode).toBe(201);
    advance(5_000);
    const login = await sendLogin(phone);
    advance(30_000);
    const resent = await post('/user/auth/resend-otp', { phone });
    expect(resent.statusCode).toBe(200);
    expect((await verifyLogin(phone, await latestCode(phone), login.sessionId)).statusCode).toBe(200);
    advance(10_000);
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).statusCode).toBe(200);
    const verified = await post('/user/auth/forgot-password/verify-otp', {
      phone,
      otp: await latestCode(phone),
    });
    expect(verified.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/auth/forgot-password/reset-password',
      payload: { tempToken: verified.json().tempToken, newPassword: 'new-secret-9' },
    });
    expect(reset.statusCode).toBe(200);
    advance(30_000);
    // And signing in by code again right after.
    expect((await post('/user/auth/send-otp', { phone })).statusCode).toBe(200);
    expect(now - started).toBeLessThanOrEqual(120_000);
  });

  it('caps a flood of 10 parallel sends at 5, with 429 and Retry-After for the rest', async () => {
    const phone = newPhone();
    // Each request reads a clock 31 s later than the one before, so only the 10-minute cap can stop them.
    tick = 31_000;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/user/auth/send-otp', { phone })),
    );
    tick = 0;
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    for (const r of results.filter((x) => x.statusCode === 429)) {
      expect(r.json().message).toBe(AUTH_MESSAGES.tooManySends);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = await t.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.kind, 'otp_sent'), eq(authEvents.target, `+91${phone}`)));
    expect(sent).toHaveLength(5);
    const outbox = (await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).json();
    expect(outbox.messages).toHaveLength(5);
  });

  it('caps a flood of parallel sends at a still clock to one per purpose', async () => {
    const phone = newPhone();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/user/auth/send-otp', { phone })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(9);
  });
});

describe('checking codes', () => {
  it('signs in with the right code once; the used code is then refused', async () => {
    const phone = newPhone();
    const { sessionId, code } = await sendLogin(phone);
    expect((await verifyLogin(phone, code, sessionId)).statusCode).toBe(200);
    const again = await verifyLogin(phone, code, sessionId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('kills a code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
    const phone = newPhone();
    const { sessionId, code } = await sendLogin(phone);
    for (let i = 0; i < 5; i++) {
      const res = await verifyLogin(phone, wrongCode(code), sessionId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await verifyLogin(phone, code, sessionId)).json()).toEqual(INVALID);
  });

  it('never checks more than 5 of 50 parallel wrong guesses; the right code is then refused', async () => {
    const phone = newPhone();
    const { sessionId, code } = await sendLogin(phone);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () => verifyLogin(phone, wrongCode(code), sessionId)),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.id, sessionId));
    expect(row!.attempts).toBe(5);
    expect((await verifyLogin(phone, code, sessionId)).statusCode).toBe(400);
  });

  it('lets only one of many parallel right guesses sign in', async () => {
    const phone = newPhone();
    const { sessionId, code } = await sendLogin(phone);
    const results = await Promise.all(Array.from({ length: 5 }, () => verifyLogin(phone, code, sessionId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    const first = await sendLogin(phone);
    advance(5 * 60_000 - 1_000);
    expect((await verifyLogin(phone, first.code, first.sessionId)).statusCode).toBe(200);
    advance(60_000);
    const second = await sendLogin(phone);
    advance(5 * 60_000);
    expect((await verifyLogin(phone, second.code, second.sessionId)).json()).toEqual(INVALID);
  });

  it('binds a code to its phone and its sessionId', async () => {
    const phone = newPhone();
    const other = newPhone();
    const mine = await sendLogin(phone);
    const theirs = await sendLogin(other);
    expect((await verifyLogin(other, mine.code, mine.sessionId)).statusCode).toBe(400);
    expect((await verifyLogin(phone, mine.code, theirs.sessionId)).statusCode).toBe(400);
    expect((await verifyLogin(phone, mine.code, 'not-a-session')).json()).toEqual(INVALID);
    expect((await verifyLogin(phone, mine.code, mine.sessionId)).statusCode).toBe(200);
  });

  it('binds a code to its purpose: a reset code cannot sign in, a sign-in code cannot sign up', async () => {
    const phone = newPhone();
    const first = await sendLogin(phone);
    expect((await verifyLogin(phone, first.code, first.sessionId)).statusCode).toBe(200);

    advance(60_000);
    expect((await post('/user/auth/forgot-password/send-otp', { phone })).statusCode).toBe(200);
    const resetCode = await latestCode(phone);
    advance(1_000);
    const login = await post('/user/auth/send-otp', { phone });
    const loginCode = await latestCode(phone);
    if (resetCode !== loginCode) {
      const res = await verifyLogin(phone, resetCode, login.json().sessionId);
      expect(res.json()).toEqual(INVALID);
    }
    // The sign-in code is no sign-up or reset code either.
    expect((await post('/user/auth/register/verify-otp', { phone, otp: loginCode })).json()).toEqual(INVALID);
    if (resetCode !== loginCode) {
      const reset = await post('/user/auth/forgot-password/verify-otp', { phone, otp: loginCode });
      expect(reset.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetOtpWrong });
    }
    expect((await verifyLogin(phone, loginCode, login.json().sessionId)).statusCode).toBe(200);
    expect((await post('/user/auth/forgot-password/verify-otp', { phone, otp: resetCode })).statusCode).toBe(
      200,
    );
  });

  it('keeps the sessionId across a resend while the code lives, and starts a new one after use', async () => {
    const phone = newPhone();
    const first = await sendLogin(phone);
    advance(30_000);
    const resent = await post('/user/auth/resend-otp', { phone });
    expect(resent.json().sessionId).toBe(first.sessionId);
    const code = await latestCode(phone);
    expect((await verifyLogin(phone, code, first.sessionId)).statusCode).toBe(200);
    advance(30_000);
    const next = await post('/user/auth/resend-otp', { phone });
    expect(next.statusCode).toBe(200);
    expect(next.json().sessionId).not.toBe(first.sessionId);
  });
});

describe('request validation', () => {
  it('refuses a malformed phone or code with the spec texts', async () => {
    let res = await post('/user/auth/send-otp', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'phone', msg: AUTH_MESSAGES.phoneRequired }]);
    res = await post('/user/auth/send-otp', { phone: '12345' });
    expect(res.json().errors).toEqual([{ field: 'phone', msg: AUTH_MESSAGES.phoneInvalid }]);
    res = await post('/user/auth/verify-otp', { phone: newPhone(), otp: '12ab56', sessionId: 'x' });
    expect(res.json().errors).toEqual([{ field: 'otp', msg: AUTH_MESSAGES.signinOtpInvalid }]);
    res = await post('/user/auth/send-otp', { phone: newPhone(), admin: true });
    expect(res.statusCode).toBe(400);
  });
});
