import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { passwordResetGrants, users } from '../../db/schema/index.ts';
import { authOf, bearerGuard } from '../../lib/auth-guard.ts';
import { createKit, type Kit } from '../../test/kit.ts';

// Password recovery (rules/accounts §4 "Forgot password", §5, §8) through the real routes.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
const clock = () => new Date(now);
const advance = (ms: number) => {
  now += ms;
};
let phones = 0;
const newPhone = () => `6${String(++phones).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createKit({ clock });
  // A guarded call like every account call, judged by the kit's session service (over the same
  // database, secret and clock as the app's own), to see which access tokens still work.
  t.app.get('/test/whoami', { preHandler: bearerGuard(t.sessions) }, async (request) => ({
    userId: authOf(request).userId,
  }));
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => advance(3_600_000));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api${url}`, payload });
const outbox = async (to: string) => {
  // Reset codes are sent after the answer.
  await t.app.sendQueue.drain();
  return (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
    to: string;
    channel: string;
    code: string | null;
    text: string;
  }[];
};
const NEUTRAL = { success: true, message: AUTH_MESSAGES.codeSentNeutral, resendAfter: 60 };
const whoami = (token: string) =>
  t.app.inject({ url: '/test/whoami', headers: { authorization: `Bearer ${token}` } });

/** A signed-up shopper with an email, signed in by phone; gives the access token. */
async function shopper() {
  const phone = newPhone();
  const email = `mum${phone}@example.com`;
  expect((await post('/user/auth/register', { name: 'Lata', email, phone })).statusCode).toBe(201);
  const [code] = await outbox(phone);
  expect((await post('/user/auth/register/verify-otp', { phone, otp: code!.code })).statusCode).toBe(201);
  advance(30_000);
  const sent = await post('/user/auth/send-otp', { phone });
  const [login] = await outbox(phone);
  const signedIn = await post('/user/auth/verify-otp', {
    phone,
    otp: login!.code,
    sessionId: sent.json().sessionId,
  });
  expect(signedIn.statusCode).toBe(200);
  // Past the 10-minute window of the sign-up and sign-in codes, so the shopper may ask for more.
  advance(10 * 60_000);
  return {
    phone,
    email,
    token: signedIn.json().accessToken as string,
    userId: signedIn.json().user._id as string,
  };
}

async function tempTokenFor(identifier: { email: string } | { phone: string }) {
  expect((await post('/user/auth/forgot-password/send-otp', identifier)).statusCode).toBe(200);
  const to = 'email' in identifier ? identifier.email : identifier.phone;
  const [message] = await outbox(to);
  const res = await post('/user/auth/forgot-password/verify-otp', { ...identifier, otp: message!.code });
  expect(res.statusCode).toBe(200);
  return res.json().tempToken as string;
}

describe('POST /api/user/auth/forgot-password/send-otp', () => {
  it('answers registered and unregistered phones and emails alike; only accounts get a code', async () => {
    const { phone, email } = await shopper();
    const strangerPhone = newPhone();
    const answers = await Promise.all([
      post('/user/auth/forgot-password/send-otp', { phone }),
      post('/user/auth/forgot-password/send-otp', { phone: strangerPhone }),
      post('/user/auth/forgot-password/send-otp', { email: email.toUpperCase() }),
      post('/user/auth/forgot-password/send-otp', { email: 'stranger@example.com' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(NEUTRAL);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${phone}` });
    expect(sms!.text).toBe(
      `Your ${t.config.shopName} password reset code is ${sms!.code}. It expires in 5 minutes. Do not share it.`,
    );
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ channel: 'email', to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect(await outbox(strangerPhone)).toHaveLength(0);
    expect(await outbox('stranger@example.com')).toHaveLength(0);

    // Unregistered targets are limited exactly like registered ones.
    const again = await Promise.all([
      post('/user/auth/forgot-password/send-otp', { phone }),
      post('/user/auth/forgot-password/send-otp', { phone: strangerPhone }),
      post('/user/auth/forgot-password/send-otp', { email }),
      post('/user/auth/forgot-password/send-otp', { email: 'stranger@example.com' }),
    ]);
    for (const res of again) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.resendTooSoon, retryAfter: 60 });
    }
  });

  it('refuses a missing or malformed email or phone with the spec texts', async () => {
    const cases: [object, { field: string; msg: string }][] = [
      [{}, { field: 'email', msg: AUTH_MESSAGES.identifierRequired }],
      [{ email: '   ' }, { field: 'email', msg: AUTH_MESSAGES.identifierRequired }],
      [{ email: 'mum@home' }, { field: 'email', msg: AUTH_MESSAGES.identifierEmailInvalid }],
      [{ phone: '12345' }, { field: 'phone', msg: AUTH_MESSAGES.identifierPhoneInvalid }],
      [{ phone: '+44 20 7946 0958' }, { field: 'phone', msg: AUTH_MESSAGES.identifierPhoneInvalid }],
    ];
    for (const [payload, error] of cases) {
      const res = await post('/user/auth/forgot-password/send-otp', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: error.msg, errors: [error] });
    }
  });
});

describe('verify and reset', () => {
  it('resets the password with a single-use token and ends every session', async () => {
    const { email, phone, token, userId } = await shopper();
    expect((await whoami(token)).json()).toEqual({ userId });

    expect((await post('/user/auth/forgot-password/send-otp', { email })).statusCode).toBe(200);
    const [mail] = await outbox(email);
    const verified = await post('/user/auth/forgot-password/verify-otp', { email, otp: mail!.code });
    expect(verified.statusCode).toBe(200);
    const { tempToken, ...rest } = verified.json();
    expect(rest).toEqual({ success: true, message: AUTH_MESSAGES.resetVerified });
    expect(Buffer.from(tempToken, 'base64url')).toHaveLength(32);
    const [grant] = await t.database.db
      .select()
      .from(passwordResetGrants)
      .where(eq(passwordResetGrants.userId, userId));
    expect(grant!.tokenHash).toBe(createHash('sha256').update(tempToken).digest('hex'));
    expect(grant!.expiresAt.getTime() - grant!.createdAt.getTime()).toBe(10 * 60_000);

    const reset = await patch('/user/auth/forgot-password/reset-password', {
      tempToken,
      newPassword: 'new-secret-9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetDone });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);

    const refused = await whoami(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'Login Required.' });

    const login = await post('/user/auth/login', { identifier: phone, password: 'new-secret-9' });
    expect(login.statusCode).toBe(200);
    expect((await whoami(login.json().accessToken)).statusCode).toBe(200);

    const reused = await patch('/user/auth/forgot-password/reset-password', {
      tempToken,
      newPassword: 'other-secret-9',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetGrantInvalid });
  });

  it('lets only one of parallel resets with the same token succeed', async () => {
    const { phone } = await shopper();
    const tempToken = await tempTokenFor({ phone });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        patch('/user/auth/forgot-password/reset-password', { tempToken, newPassword: `parallel-${i}-pass` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a token after 10 minutes, and an unknown token', async () => {
    const { phone } = await shopper();
    const tempToken = await tempTokenFor({ phone });
    advance(10 * 60_000);
    const late = await patch('/user/auth/forgot-password/reset-password', {
      tempToken,
      newPassword: 'too-late-123',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetGrantInvalid });
    const unknown = await patch('/user/auth/forgot-password/reset-password', {
      tempToken: 'made-up-token',
      newPassword: 'made-up-123',
    });
    expect(unknown.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetGrantInvalid });
  });

  it('ends the other outstanding tokens of the account once a password is set', async () => {
    const { phone, email } = await shopper();
    const first = await tempTokenFor({ phone });
    const second = await tempTokenFor({ email });
    expect(
      (
        await patch('/user/auth/forgot-password/reset-password', {
          tempToken: second,
          newPassword: 'second-wins',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patch('/user/auth/forgot-password/reset-password', {
          tempToken: first,
          newPassword: 'first-late',
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers 'Invalid OTP' for a wrong code, an unknown account, and a code without an account", async () => {
    const { email } = await shopper();
    expect((await post('/user/auth/forgot-password/send-otp', { email })).statusCode).toBe(200);
    const [mail] = await outbox(email);
    const wrong = String((Number(mail!.code) + 1) % 1_000_000).padStart(6, '0');
    for (const payload of [
      { email, otp: wrong },
      { email, otp: '1234' },
      { email: 'stranger@example.com', otp: mail!.code },
      { phone: newPhone(), otp: mail!.code },
    ]) {
      const res = await post('/user/auth/forgot-password/verify-otp', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetOtpWrong });
    }
    // The right code still works: two wrong tries are within the five allowed.
    expect((await post('/user/auth/forgot-password/verify-otp', { email, otp: mail!.code })).statusCode).toBe(
      200,
    );
  });

  it('checks the code and the new password with the spec texts', async () => {
    let res = await post('/user/auth/forgot-password/verify-otp', { email: 'a@b.co' });
    expect(res.json().errors).toEqual([{ field: 'otp', msg: AUTH_MESSAGES.resetOtpRequired }]);
    res = await post('/user/auth/forgot-password/verify-otp', { email: 'a@b.co', otp: '123' });
    expect(res.json().errors).toEqual([{ field: 'otp', msg: AUTH_MESSAGES.resetOtpInvalid }]);
    res = await patch('/user/auth/forgot-password/reset-password', { tempToken: 'x', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newPassword', msg: AUTH_MESSAGES.passwordTooShort }]);
    res = await patch('/user/auth/forgot-password/reset-password', { tempToken: 'x', newPassword: '' });
    expect(res.json().message).toBe(AUTH_MESSAGES.newPasswordRequired);
    res = await patch('/user/auth/forgot-password/reset-password', { newPassword: 'long-enough' });
    expect(res.json().errors).toEqual([{ field: 'tempToken', msg: AUTH_MESSAGES.resetGrantInvalid }]);
  });
});
