import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { coinLedger, notifications, otpCodes, pendingRegistrations, users } from '../../db/schema/index.ts';
import { resolveAuthSecret } from '../../lib/auth-secret.ts';
import { createKit, type Kit } from '../../test/kit.ts';
import { monthStartInIndia, referralPhoneKey } from './referral.ts';
import { REGISTER_VERIFIED_MESSAGE } from './service.ts';

// Sign-up (rules/accounts §4 "Registration", §5, §8) through the real routes.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
const clock = () => new Date(now);
const advance = (ms: number) => {
  now += ms;
};
let phones = 0;
const newPhone = () => `8${String(++phones).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createKit({ clock });
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => advance(3_600_000));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
    code: string | null;
    text: string;
  }[];
const SENT = { success: true, message: AUTH_MESSAGES.signupSent, resendAfter: 30 };

/** A shopper made by phone sign-in; gives the sign-in answer. */
async function signInByPhone(phone: string, referredBy?: string) {
  // Messages at one instant have no order; a second later this code is the outbox's newest.
  advance(1_000);
  const sent = await post('/user/auth/send-otp', { phone, ...(referredBy ? { referredBy } : {}) });
  expect(sent.statusCode).toBe(200);
  const [message] = await outbox(phone);
  const res = await post('/user/auth/verify-otp', {
    phone,
    otp: message!.code,
    sessionId: sent.json().sessionId,
    ...(referredBy ? { referredBy } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function registerAndVerify(details: {
  name: string;
  email: string;
  phone: string;
  referredBy?: string;
}) {
  const res = await post('/user/auth/register', details);
  expect(res.statusCode).toBe(201);
  const [message] = await outbox(details.phone);
  return post('/user/auth/register/verify-otp', { phone: details.phone, otp: message!.code });
}

describe('POST /api/user/auth/register', () => {
  it('keeps the details, sends a sign-up code, and creates the account when the code is confirmed', async () => {
    const phone = newPhone();
    const res = await post('/user/auth/register', { name: ' Asha Rao ', email: 'Asha@Example.com', phone });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    expect(res.headers['cache-control']).toBe('no-store');
    const [message] = await outbox(phone);
    expect(message!.text).toBe(
      `Your ${t.config.shopName} sign-up code for asha@example.com is ${message!.code}. It expires in 5 minutes. Do not share it.`,
    );
    const [pending] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.phone, `+91${phone}`));
    expect(pending).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', referralCode: null });
    // Nothing exists until the phone is proven.
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.phone, `+91${phone}`)),
    ).toHaveLength(0);

    const verified = await post('/user/auth/register/verify-otp', { phone, otp: message!.code });
    expect(verified.statusCode).toBe(201);
    // No session: the shopper signs in next (spec: on success go to /signin).
    expect(verified.json()).toEqual({ success: true, message: REGISTER_VERIFIED_MESSAGE });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    expect(user).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', referredBy: null });
    expect(user!.phoneVerifiedAt).toEqual(new Date(now));
    expect(user!.referralCode).toMatch(new RegExp(`^${t.config.brandCode}[A-Z2-9]{6}$`));
    expect(
      await t.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.phone, `+91${phone}`)),
    ).toHaveLength(0);

    const signedIn = await signInByPhone(phone);
    expect(signedIn.user).toMatchObject({
      _id: user!.id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone,
      coins: 0,
    });
  });

  it('refuses a wrong code and keeps the sign-up waiting', async () => {
    const phone = newPhone();
    await post('/user/auth/register', { name: 'Ravi', email: `r${phone}@example.com`, phone });
    const [message] = await outbox(phone);
    const wrong = String((Number(message!.code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/user/auth/register/verify-otp', { phone, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.codeInvalid });
    expect((await post('/user/auth/register/verify-otp', { phone, otp: message!.code })).statusCode).toBe(
      201,
    );
  });

  it('answers a registered phone exactly like a new one, texting it that it has an account', async () => {
    const phone = newPhone();
    await signInByPhone(phone);
    advance(60_000);
    const res = await post('/user/auth/register', { name: 'Someone', email: `s${phone}@example.com`, phone });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    const [message] = await outbox(phone);
    expect(message!.code).toBeNull();
    expect(message!.text).toContain('already has an account');
    const codes = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.target, `+91${phone}`));
    expect(codes.map((c) => c.purpose)).toEqual(['login']);
    expect(
      await t.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.phone, `+91${phone}`)),
    ).toHaveLength(0);
    // The notice counts like a code: a second request at once meets the same wait as for a new phone.
    const again = await post('/user/auth/register', {
      name: 'Someone',
      email: `s${phone}@example.com`,
      phone,
    });
    const fresh = newPhone();
    await post('/user/auth/register', { name: 'Someone', email: `s${fresh}@example.com`, phone: fresh });
    const freshAgain = await post('/user/auth/register', {
      name: 'Someone',
      email: `s${fresh}@example.com`,
      phone: fresh,
    });
    expect(again.statusCode).toBe(429);
    expect([freshAgain.statusCode, freshAgain.headers['retry-after'], freshAgain.json()]).toEqual([
      again.statusCode,
      again.headers['retry-after'],
      again.json(),
    ]);
  });

  it('tells only after the phone is proven that the email belongs to another account', async () => {
    const first = newPhone();
    expect(
      (await registerAndVerify({ name: 'Meera', email: `taken${first}@example.com`, phone: first }))
        .statusCode,
    ).toBe(201);
    const second = newPhone();
    const res = await post('/user/auth/register', {
      name: 'Other',
      email: `TAKEN${first}@example.com`,
      phone: second,
    });
    expect(res.statusCode).toBe(201);
    const [message] = await outbox(second);
    const verified = await post('/user/auth/register/verify-otp', { phone: second, otp: message!.code });
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.phone, `+91${second}`)),
    ).toHaveLength(0);
  });

  it('uses the newest details when the sign-up is sent again', async () => {
    const phone = newPhone();
    await post('/user/auth/register', { name: 'Typo', email: `typo${phone}@example.com`, phone });
    advance(30_000);
    await post('/user/auth/register', { name: 'Fixed', email: `fixed${phone}@example.com`, phone });
    const [message] = await outbox(phone);
    expect((await post('/user/auth/register/verify-otp', { phone, otp: message!.code })).statusCode).toBe(
      201,
    );
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    expect(user).toMatchObject({ name: 'Fixed', email: `fixed${phone}@example.com` });
  });

  it('refuses bad details with the spec texts', async () => {
    const cases: [object, { field: string; msg: string }][] = [
      [
        { email: 'a@b.co', phone: '9876543210' },
        { field: 'name', msg: AUTH_MESSAGES.nameRequired },
      ],
      [
        { name: '  ', email: 'a@b.co', phone: '9876543210' },
        { field: 'name', msg: AUTH_MESSAGES.nameRequired },
      ],
      [
        { name: 'A', phone: '9876543210' },
        { field: 'email', msg: AUTH_MESSAGES.emailRequired },
      ],
      [
        { name: 'A', email: 'not-an-email', phone: '9876543210' },
        { field: 'email', msg: AUTH_MESSAGES.emailInvalid },
      ],
      [
        { name: 'A', email: 'a@b.co' },
        { field: 'phone', msg: AUTH_MESSAGES.phoneRequired },
      ],
      [
        { name: 'A', email: 'a@b.co', phone: '98765' },
        { field: 'phone', msg: AUTH_MESSAGES.phoneInvalid },
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await post('/user/auth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: error.msg, errors: [error] });
    }
    const extra = await post('/user/auth/register', {
      name: 'A',
      email: 'a@b.co',
      phone: '9876543210',
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);
    const otp = await post('/user/auth/register/verify-otp', { phone: '9876543210', otp: '123' });
    expect(otp.json().errors).toEqual([{ field: 'otp', msg: AUTH_MESSAGES.signinOtpInvalid }]);
  });
});

describe('POST /api/user/auth/register/resend-otp', () => {
  it('sends a new code for a waiting sign-up after 30 seconds; the old code dies', async () => {
    const phone = newPhone();
    await post('/user/auth/register', { name: 'Kiran', email: `k${phone}@example.com`, phone });
    const [first] = await outbox(phone);
    const early = await post('/user/auth/register/resend-otp', { phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    advance(30_000);
    const res = await post('/user/auth/register/resend-otp', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupResent, resendAfter: 30 });
    const [second] = await outbox(phone);
    if (second!.code !== first!.code) {
      expect((await post('/user/auth/register/verify-otp', { phone, otp: first!.code })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/user/auth/register/verify-otp', { phone, otp: second!.code })).statusCode).toBe(201);
  });

  it('answers the same without a waiting sign-up, sending nothing', async () => {
    const phone = newPhone();
    const res = await post('/user/auth/register/resend-otp', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.signupResent, resendAfter: 30 });
    expect(await outbox(phone)).toHaveLength(0);
  });
});

/** The secret the app made for itself in its data folder (no AUTH_SECRET in tests). */
const secretOf = (app: Kit) => resolveAuthSecret(undefined, app.config.dataDir);

const deleteAccount = (token: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user/profile/delete',
    headers: { authorization: `Bearer ${token}` },
  });

describe('referral farming', () => {
  const coinsOf = async (phone: string) => {
    advance(31_000); // past the sign-in resend lock
    return (await signInByPhone(phone)).user.coins as number;
  };

  it('pays a phone once ever: deleting the account and signing up again with the code pays nobody', async () => {
    const referrer = await signInByPhone(newPhone());
    const phone = newPhone();
    for (let round = 0; round < 3; round++) {
      const joined = await signInByPhone(phone, referrer.user.referralCode);
      expect(joined.user.coins).toBe(round === 0 ? 40 : 0);
      expect((await deleteAccount(joined.accessToken)).statusCode).toBe(200);
      advance(60_000);
    }
    expect(await coinsOf(referrer.user.phone)).toBe(100);
  });

  it('pays a referrer at most REFERRAL_MONTHLY_CAP times a calendar month; the friend still gets the bonus', async () => {
    const capped = await createKit({ clock, env: { REFERRAL_MONTHLY_CAP: '2' } });
    const main = t;
    t = capped;
    try {
      now = Date.parse('2026-12-30T12:00:00Z');
      const referrer = await signInByPhone(newPhone());
      const friends: number[] = [];
      for (let i = 0; i < 3; i++)
        friends.push((await signInByPhone(newPhone(), referrer.user.referralCode)).user.coins);
      expect(friends).toEqual([40, 40, 40]);
      expect(await coinsOf(referrer.user.phone)).toBe(200);
      // 1 January in India (18:30 UTC on 31 December) starts a new month.
      now = Date.parse('2026-12-31T18:30:00Z');
      expect((await signInByPhone(newPhone(), referrer.user.referralCode)).user.coins).toBe(40);
      expect(await coinsOf(referrer.user.phone)).toBe(300);
    } finally {
      t = main;
      await capped.cleanup();
    }
  });

  it('counts the month in India time', () => {
    expect(monthStartInIndia(new Date('2026-12-31T18:29:59Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    expect(monthStartInIndia(new Date('2026-12-31T18:30:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });
});

describe('referrals', () => {
  const ledgerOf = (userId: string) =>
    t.database.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));

  it('pays 40 coins to the new shopper and 100 to the referrer, once', async () => {
    const referrer = await signInByPhone(newPhone());
    const phone = newPhone();
    const verified = await registerAndVerify({
      name: 'Neha',
      email: `n${phone}@example.com`,
      phone,
      referredBy: referrer.user.referralCode.toLowerCase(),
    });
    expect(verified.statusCode).toBe(201);
    advance(60_000);
    const shopper = await signInByPhone(phone);
    expect(shopper.user.coins).toBe(40);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.user._id));
    expect(row!.referredBy).toBe(referrer.user._id);
    expect(await ledgerOf(shopper.user._id)).toMatchObject([
      { delta: 40, reason: 'referral_joined', ref: referrer.user._id },
    ]);
    // The referrer's reward names the phone (as a keyed hash), so one phone can pay only once ever.
    expect(await ledgerOf(referrer.user._id)).toMatchObject([
      {
        delta: 100,
        reason: 'referral_reward',
        ref: referralPhoneKey(t.config.authSecret ?? secretOf(t), `+91${phone}`),
      },
    ]);
    // Both hear about it.
    const titles = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (n) => n.title,
      );
    expect(await titles(shopper.user._id)).toEqual(['Welcome bonus']);
    expect(await titles(referrer.user._id)).toEqual(['Referral reward']);

    // Signing in again with another shopper's code never pays a second bonus.
    const another = await signInByPhone(newPhone());
    advance(60_000);
    const again = await signInByPhone(phone, another.user.referralCode);
    expect(again.user.coins).toBe(40);
    expect(await ledgerOf(another.user._id)).toHaveLength(0);
    // Nor can any other path: the ledger holds one joining bonus per shopper.
    const paid = await t.coins.append(t.database.db, [
      { userId: shopper.user._id, delta: 40, reason: 'referral_joined', ref: another.user._id },
    ]);
    expect(paid).toBe(0);
  });

  it('pays the referrer for every new shopper', async () => {
    const referrer = await signInByPhone(newPhone());
    for (let i = 0; i < 2; i++) {
      const phone = newPhone();
      const res = await registerAndVerify({
        name: `Friend ${i}`,
        email: `f${phone}@example.com`,
        phone,
        referredBy: referrer.user.referralCode,
      });
      expect(res.statusCode).toBe(201);
    }
    advance(60_000);
    const again = await signInByPhone(referrer.user.phone);
    expect(again.user.coins).toBe(200);
  });

  it('refuses an unknown referral code', async () => {
    const phone = newPhone();
    const res = await post('/user/auth/register', {
      name: 'A',
      email: `a${phone}@example.com`,
      phone,
      referredBy: 'NOPE1234',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.referralUnknown,
      errors: [{ field: 'referredBy', msg: AUTH_MESSAGES.referralUnknown }],
    });
    expect(await outbox(phone)).toHaveLength(0);
    // A blank code means none.
    expect(
      (
        await post('/user/auth/register', {
          name: 'A',
          email: `a${phone}@example.com`,
          phone,
          referredBy: '  ',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('racing account creation', () => {
  it('ends with one account when sign-up and phone sign-in confirm the same new phone at once', async () => {
    const phone = newPhone();
    await post('/user/auth/register', { name: 'Race', email: `race${phone}@example.com`, phone });
    const [registerMessage] = await outbox(phone);
    advance(1_000);
    const sent = await post('/user/auth/send-otp', { phone });
    const [loginMessage] = await outbox(phone);
    const [registered, signedIn] = await Promise.all([
      post('/user/auth/register/verify-otp', { phone, otp: registerMessage!.code }),
      post('/user/auth/verify-otp', { phone, otp: loginMessage!.code, sessionId: sent.json().sessionId }),
    ]);
    expect(registered.statusCode).toBe(201);
    expect(signedIn.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    expect(rows).toHaveLength(1);
    expect(signedIn.json().user._id).toBe(rows[0]!.id);
  });
});
