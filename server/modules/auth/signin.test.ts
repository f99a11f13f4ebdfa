import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { authEvents, sessions, users } from '../../db/schema/index.ts';
import { createKit, type Kit } from '../../test/kit.ts';

// Phone sign-in and password sign-in (rules/accounts §4, §7) through the real routes.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
const clock = () => new Date(now);
const advance = (ms: number) => {
  now += ms;
};
let phones = 0;
const newPhone = () => `7${String(++phones).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createKit({ clock });
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => advance(3_600_000));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
async function latestCode(to: string): Promise<string> {
  await t.app.sendQueue.drain();
  const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages[0].code;
}

async function signInByPhone(
  phone: string,
  options: { sendReferral?: string; verifyReferral?: string } = {},
) {
  // Past the resend wait, so a phone can sign in again.
  advance(30_000);
  const sent = await post('/user/auth/send-otp', {
    phone,
    ...(options.sendReferral ? { referredBy: options.sendReferral } : {}),
  });
  expect(sent.statusCode).toBe(200);
  return post('/user/auth/verify-otp', {
    phone,
    otp: await latestCode(phone),
    sessionId: sent.json().sessionId,
    ...(options.verifyReferral ? { referredBy: options.verifyReferral } : {}),
  });
}

/** An account with an email and a password, made the way a shopper would: sign up, then reset. */
async function accountWithPassword(password: string) {
  const phone = newPhone();
  const email = `shopper${phone}@example.com`;
  advance(1_000);
  expect((await post('/user/auth/register', { name: 'Pooja', email, phone })).statusCode).toBe(201);
  const otp = await latestCode(phone);
  expect((await post('/user/auth/register/verify-otp', { phone, otp })).statusCode).toBe(201);
  expect((await post('/user/auth/forgot-password/send-otp', { email })).statusCode).toBe(200);
  const verified = await post('/user/auth/forgot-password/verify-otp', {
    email,
    otp: await latestCode(email),
  });
  const reset = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/auth/forgot-password/reset-password',
    payload: { tempToken: verified.json().tempToken, newPassword: password },
  });
  expect(reset.statusCode).toBe(200);
  return { phone, email };
}

const FAILED = { success: false, message: AUTH_MESSAGES.loginFailed };

describe('phone sign-in', () => {
  it('creates the account of a new phone on the first sign-in and signs in the same account later', async () => {
    const phone = newPhone();
    const res = await signInByPhone(phone);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: AUTH_MESSAGES.loginSuccess,
      user: {
        _id: expect.any(String),
        name: null,
        email: null,
        phone,
        gender: null,
        image: null,
        coins: 0,
        pendingCoins: 0,
        referralCode: expect.stringMatching(new RegExp(`^${t.config.brandCode}`)),
        role: 'user',
        language: null,
      },
      accessToken: expect.any(String),
      token: body.accessToken,
    });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user._id));
    expect(session).toMatchObject({ method: 'otp', revokedAt: null });

    const again = await signInByPhone(phone);
    expect(again.json().user._id).toBe(body.user._id);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.phone, `+91${phone}`)),
    ).toHaveLength(1);
  });

  it('applies a referral given when the code was sent, or when it is verified', async () => {
    const referrer = (await signInByPhone(newPhone())).json().user;
    const viaSend = await signInByPhone(newPhone(), { sendReferral: referrer.referralCode });
    expect(viaSend.json().user.coins).toBe(40);
    const viaVerify = await signInByPhone(newPhone(), {
      verifyReferral: referrer.referralCode.toLowerCase(),
    });
    expect(viaVerify.json().user.coins).toBe(40);
    expect((await signInByPhone(referrer.phone)).json().user.coins).toBe(200);
  });

  it('refuses an unknown referral code when sending and when verifying', async () => {
    const phone = newPhone();
    const error = {
      success: false,
      message: AUTH_MESSAGES.referralUnknown,
      errors: [{ field: 'referredBy', msg: AUTH_MESSAGES.referralUnknown }],
    };
    const sent = await post('/user/auth/send-otp', { phone, referredBy: 'LLNOPE99' });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual(error);
    const ok = await post('/user/auth/send-otp', { phone });
    const verify = await post('/user/auth/verify-otp', {
      phone,
      otp: await latestCode(phone),
      sessionId: ok.json().sessionId,
      referredBy: 'LLNOPE99',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual(error);
  });
});

describe('POST /api/user/auth/login', () => {
  it('signs in by email or phone, in any of the accepted forms', async () => {
    const { phone, email } = await accountWithPassword('woven-threads-1');
    for (const payload of [
      { identifier: email.toUpperCase(), password: 'woven-threads-1' },
      { identifier: `+91 ${phone}`, password: 'woven-threads-1' },
      { email, password: 'woven-threads-1' },
      { phone, password: 'woven-threads-1' },
    ]) {
      const res = await post('/user/auth/login', payload);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: AUTH_MESSAGES.loginSuccess,
        user: { email, phone },
      });
      expect(body.token).toBe(body.accessToken);
    }
    const methods = await t.database.db.select({ method: sessions.method }).from(sessions);
    expect(methods.filter((m) => m.method === 'password')).toHaveLength(4);
  });

  it('answers a wrong password, an unknown account and an account without a password alike', async () => {
    const { email } = await accountWithPassword('woven-threads-2');
    const noPassword = newPhone();
    await signInByPhone(noPassword);
    for (const payload of [
      { identifier: email, password: 'wrong-password' },
      { identifier: 'nobody@example.com', password: 'wrong-password' },
      { identifier: noPassword, password: 'wrong-password' },
      { identifier: '+1 (555) 123-4567', password: 'wrong-password' },
    ]) {
      const res = await post('/user/auth/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(FAILED);
    }
  });

  it('refuses a missing or malformed identifier with the spec texts', async () => {
    let res = await post('/user/auth/login', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'identifier', msg: AUTH_MESSAGES.identifierRequired }]);
    res = await post('/user/auth/login', { email: 'a@b', password: 'x' });
    expect(res.json().errors).toEqual([{ field: 'email', msg: AUTH_MESSAGES.identifierEmailInvalid }]);
    res = await post('/user/auth/login', { identifier: 'abc', password: 'x' });
    expect(res.json().errors).toEqual([{ field: 'identifier', msg: AUTH_MESSAGES.identifierPhoneInvalid }]);
  });

  it('stops after 10 failed sign-ins in 15 minutes, even with the right password, then lets it through', async () => {
    const { phone, email } = await accountWithPassword('woven-threads-3');
    for (let i = 0; i < 10; i++) {
      advance(10_000);
      // Email and phone share the account's limit.
      const res = await post('/user/auth/login', {
        identifier: i % 2 ? email : phone,
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    let res = await post('/user/auth/login', { identifier: email, password: 'woven-threads-3' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.tooManyLogins,
      retryAfter: 15 * 60 - 90,
    });
    // The first failure was 90 s ago; it leaves the 15-minute window in 810 s.
    expect(res.headers['retry-after']).toBe(String(15 * 60 - 90));
    advance(810_000);
    res = await post('/user/auth/login', { identifier: email, password: 'woven-threads-3' });
    expect(res.statusCode).toBe(200);
  });

  it('lets no more than 10 of 30 parallel wrong passwords be tried', async () => {
    const { email } = await accountWithPassword('woven-threads-4');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/user/auth/login', { identifier: email, password: `guess-${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('limits unknown accounts the same way and does not count successful sign-ins', async () => {
    for (let i = 0; i < 10; i++)
      await post('/user/auth/login', { identifier: 'ghost@example.com', password: 'nope' });
    const res = await post('/user/auth/login', { identifier: 'ghost@example.com', password: 'nope' });
    expect(res.statusCode).toBe(429);

    const { email } = await accountWithPassword('woven-threads-5');
    for (let i = 0; i < 12; i++) {
      expect(
        (await post('/user/auth/login', { identifier: email, password: 'woven-threads-5' })).statusCode,
      ).toBe(200);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const failures = await t.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.kind, 'login_failed'), eq(authEvents.target, `user:${user!.id}`)));
    expect(failures).toHaveLength(0);
  });
});
