import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { bearer, craftToken, createKit, type Kit, signedInShopper, unsignedToken } from '../../test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

const view = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile/view', headers });

const LOGIN_REQUIRED = { success: false, message: 'Login Required.' };

describe('GET /api/user/profile/view', () => {
  it("answers the token's shopper with the coin balance from the ledger, never cached", async () => {
    const { user, token } = await signedInShopper(t, { name: 'Meera Iyer', email: 'meera@example.in' });
    await t.coins.append(t.database.db, [
      { userId: user.id, delta: 40, reason: 'referral_joined', ref: 'someone' },
      { userId: user.id, delta: 100, reason: 'referral_reward', ref: 'friend-1' },
      { userId: user.id, delta: -30, reason: 'order_redeem', ref: 'order-1' },
    ]);
    const res = await view(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      user: {
        _id: user.id,
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: user.phone!.slice(3),
        gender: null,
        image: null,
        coins: 110,
        pendingCoins: 0,
        referralCode: user.referralCode,
        role: 'user',
        language: null,
      },
    });
  });

  it("without a token answers 401 'No token provided'", async () => {
    const res = await view();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
    expect((await view({ authorization: 'Bearer' })).json()).toEqual({
      success: false,
      message: 'No token provided',
    });
  });

  it('accepts a token signed the way the shop signs (the control for the forgeries below)', async () => {
    const { user, sessionId } = await signedInShopper(t);
    const res = await view(bearer(await craftToken(t, { sub: user.id, sid: sessionId })));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user.id);
  });

  it("refuses an unsigned (alg none) token with 401 'Login Required.'", async () => {
    const { user, sessionId } = await signedInShopper(t);
    const res = await view(bearer(unsignedToken(t, { sub: user.id, sid: sessionId })));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });

  it('refuses a token re-signed with another secret', async () => {
    const { user, sessionId } = await signedInShopper(t);
    const forged = await craftToken(
      t,
      { sub: user.id, sid: sessionId },
      'someone-elses-secret-0123456789-abcdefghijklmnop',
    );
    const res = await view(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });

  it("refuses a correctly signed token whose subject is another shopper than the session's", async () => {
    const me = await signedInShopper(t);
    const other = await signedInShopper(t);
    const res = await view(bearer(await craftToken(t, { sub: other.user.id, sid: me.sessionId })));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });

  it('refuses a token past its expiry even while its session row is live', async () => {
    const { user, sessionId } = await signedInShopper(t);
    const exp = Math.floor(t.clock.now.getTime() / 1000) - 60;
    const res = await view(bearer(await craftToken(t, { sub: user.id, sid: sessionId, exp })));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });

  it('refuses a token once the session lifetime has passed', async () => {
    const { token } = await signedInShopper(t);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + (t.config.sessionTtlDays * 24 + 1) * 3_600_000);
      const res = await view(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_REQUIRED);
    } finally {
      t.clock.now = start;
    }
    expect((await view(bearer(token))).statusCode).toBe(200);
  });

  it('refuses a token whose session was revoked', async () => {
    const { token, sessionId } = await signedInShopper(t);
    await t.sessions.revoke(sessionId);
    const res = await view(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_REQUIRED);
  });
});

describe('POST /api/user/profile/logout', () => {
  it('ends this sign-in only: the token is refused afterwards, other sign-ins keep working', async () => {
    const { user, token } = await signedInShopper(t);
    const phone = await t.sessions.open(user.id, 'otp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PROFILE_MESSAGES.loggedOut });

    const after = await view(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(LOGIN_REQUIRED);
    expect((await view(bearer(phone.accessToken))).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/profile/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });
});
