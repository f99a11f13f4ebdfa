import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { oidcLogins, sessions, userIdentities } from '../../db/schema/index.ts';
import { createKit, type Kit, realTime } from '../../test/kit.ts';
import {
  CookieJar,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';
import { SOCIAL_LOGIN_TTL_MS } from './social-service.ts';

const PUBLIC_URL = 'https://shop.example';
const RETURN = `${PUBLIC_URL}/signin`;

let provider: TestOidcProvider;
let t: Kit;
/** The shop's clock runs with real time (the provider's tokens do) plus an offset tests may move. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const oidcEnv = () => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  PUBLIC_URL,
});

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: RETURN,
    accounts: [
      { sub: 'anita', email: 'Anita.Sharma@Example.IN', email_verified: true, name: 'Anita Sharma' },
      { sub: 'bala', email: 'bala@example.in', email_verified: true, name: 'Bala K' },
    ],
  });
  t = await createKit({ clock, env: oidcEnv() });
});

afterAll(async () => {
  await t?.cleanup();
  await provider?.close();
});

async function begin(app = t.app) {
  const res = await app.inject({ url: '/api/user/auth/google' });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

/** The whole browser round trip up to the shop's sign-in page; returns its query. */
async function returnFromProvider(login: string, jar = new CookieJar()): Promise<URLSearchParams> {
  const back = await signInAtProvider(await begin(), login, RETURN, jar);
  expect(`${back.origin}${back.pathname}`).toBe(RETURN);
  return back.searchParams;
}

const finish = (query: URLSearchParams | string, app = t.app) =>
  app.inject({ url: `/api/user/auth/google/callback?${query}` });

const providerFailed = { success: false, message: AUTH_MESSAGES.socialProviderFailed };

describe('GET /api/user/auth/google', () => {
  it('redirects to the provider with code flow, PKCE S256, state and nonce, and keeps them for 10 minutes', async () => {
    const res = await t.app.inject({ url: '/api/user/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('redirect_uri')).toBe(RETURN);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state')!;
    const [row] = await t.database.db.select().from(oidcLogins).where(eq(oidcLogins.state, state));
    expect(row?.nonce).toBe(q.get('nonce'));
    // The verifier stays on the server; only its challenge travels.
    expect(url.href).not.toContain(row!.codeVerifier);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(SOCIAL_LOGIN_TTL_MS);
  });
});

describe('GET /api/user/auth/google/callback', () => {
  let anitaId: string;

  it('signs a new shopper in end to end through the real provider', async () => {
    const query = await returnFromProvider('anita');
    expect(query.get('code')).toBeTruthy();
    expect(query.get('iss')).toBe(provider.issuer);

    const res = await finish(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.socialSuccess,
      user: { name: 'Anita Sharma', email: 'anita.sharma@example.in', phone: null, coins: 0, role: 'user' },
    });
    expect(body.token).toBe(body.accessToken);
    anitaId = body.user._id;

    const view = await t.app.inject({
      url: '/api/user/profile/view',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().user._id).toBe(anitaId);

    const db = t.database.db;
    const stored = await t.users.byId(anitaId);
    expect(stored?.emailVerifiedAt).not.toBeNull();
    expect(stored?.phone).toBeNull();
    const links = await db.select().from(userIdentities).where(eq(userIdentities.userId, anitaId));
    expect(links).toEqual([
      expect.objectContaining({
        provider: new URL(provider.issuer).host,
        subject: 'anita',
        email: 'anita.sharma@example.in',
      }),
    ]);
    const opened = await db.select().from(sessions).where(eq(sessions.userId, anitaId));
    expect(opened.map((s) => s.method)).toEqual(['social']);
  });

  it('gives the same shop account on the next sign-in with the same provider account', async () => {
    const jar = new CookieJar();
    const first = await finish(await returnFromProvider('anita', jar));
    // The same browser: the provider remembers its own sign-in through its cookies.
    const second = await finish(await returnFromProvider('anita', jar));
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().user._id).toBe(anitaId);
    }
    expect(second.json().accessToken).not.toBe(first.json().accessToken);
  });

  it('refuses a used state: the answer works once', async () => {
    const query = await returnFromProvider('bala');
    expect((await finish(query)).statusCode).toBe(200);
    const replay = await finish(query);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(providerFailed);
  });

  it('refuses a tampered code with 400, and the state is spent by the attempt', async () => {
    const query = await returnFromProvider('bala');
    const tampered = new URLSearchParams(query);
    tampered.set('code', `${query.get('code')!.slice(0, -2)}xx`);
    const res = await finish(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(providerFailed);
    expect((await finish(query)).statusCode).toBe(400);
  });

  it('refuses a code with another sign-in’s state (PKCE and nonce do not match)', async () => {
    const mine = await returnFromProvider('bala');
    const other = new URL(await begin()).searchParams.get('state')!;
    const swapped = new URLSearchParams(mine);
    swapped.set('state', other);
    const res = await finish(swapped);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(providerFailed);
  });

  it('refuses an unknown or missing state, a wrong issuer, and a missing code', async () => {
    const query = await returnFromProvider('bala');
    const unknown = new URLSearchParams(query);
    unknown.set('state', 'never-issued');
    expect((await finish(unknown)).json()).toEqual(providerFailed);
    const noState = new URLSearchParams(query);
    noState.delete('state');
    const missing = await finish(noState);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(providerFailed);
    const wrongIssuer = new URLSearchParams(query);
    wrongIssuer.set('iss', 'https://evil.example');
    expect((await finish(wrongIssuer)).statusCode).toBe(400);
    expect((await finish('state=abc')).statusCode).toBe(400);
  });

  it('refuses an answer passed on without iss when the provider announces it (RFC 9207)', async () => {
    const query = await returnFromProvider('bala');
    const withoutIss = new URLSearchParams(query);
    withoutIss.delete('iss');
    const res = await finish(withoutIss);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(providerFailed);
  });

  it('refuses an answer that comes back after the 10 minutes', async () => {
    const query = await returnFromProvider('bala');
    offsetMs = SOCIAL_LOGIN_TTL_MS + 1000;
    try {
      const res = await finish(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(providerFailed);
    } finally {
      offsetMs = 0;
    }
  });

  it('links to an existing account by email only when the provider and the shop both confirmed it', async () => {
    const db = t.database.db;
    const now = new Date();
    const confirmed = await t.users.create(db, {
      name: 'Priya (shop)',
      email: 'priya@example.in',
      phone: '+919811111111',
      emailVerifiedAt: now,
      now,
    });
    const unconfirmedAtShop = await t.users.create(db, {
      name: 'Someone',
      email: 'ravi@example.in',
      phone: '+919822222222',
      now,
    });
    provider.accounts.set('priya-verified', {
      sub: 'priya-verified',
      email: 'PRIYA@example.in',
      email_verified: true,
    });
    provider.accounts.set('priya-unverified', {
      sub: 'priya-unverified',
      email: 'priya@example.in',
      email_verified: false,
      name: 'Not Priya',
    });
    provider.accounts.set('ravi', {
      sub: 'ravi',
      email: 'ravi@example.in',
      email_verified: true,
      name: 'Ravi',
    });

    const linked = await finish(await returnFromProvider('priya-verified'));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({
      _id: confirmed.id,
      name: 'Priya (shop)',
      phone: '9811111111',
    });

    const notLinked = await finish(await returnFromProvider('priya-unverified'));
    expect(notLinked.statusCode).toBe(200);
    expect(notLinked.json().user._id).not.toBe(confirmed.id);
    expect(notLinked.json().user).toMatchObject({ name: 'Not Priya', email: null });

    // The shop never confirmed this address: whoever typed it at sign-up does not get the provider account.
    const notTakenOver = await finish(await returnFromProvider('ravi'));
    expect(notTakenOver.statusCode).toBe(200);
    expect(notTakenOver.json().user._id).not.toBe(unconfirmedAtShop.id);
    expect(notTakenOver.json().user.email).toBeNull();
    expect((await t.users.byId(unconfirmedAtShop.id))?.email).toBe('ravi@example.in');
  });

  it('gives one account when two sign-ins of a new provider account finish at once', async () => {
    provider.accounts.set('twin', {
      sub: 'twin',
      email: 'twin@example.in',
      email_verified: true,
      name: 'Twin',
    });
    const [a, b] = [await returnFromProvider('twin'), await returnFromProvider('twin')];
    const [ra, rb] = await Promise.all([finish(a), finish(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(ra.json().user._id).toBe(rb.json().user._id);
  });
});

describe('social sign-in unavailable', () => {
  it('answers 503 on both routes when it is not configured', async () => {
    const bare = await createKit({ clock: realTime, env: { PUBLIC_URL } });
    try {
      expect(bare.config.oidc).toBeUndefined();
      const start = await bare.app.inject({ url: '/api/user/auth/google' });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({ success: false, message: AUTH_MESSAGES.socialUnavailable });
      const back = await finish('code=abc&state=def', bare.app);
      expect(back.statusCode).toBe(503);
      expect(back.json()).toEqual({ success: false, message: AUTH_MESSAGES.socialUnavailable });
    } finally {
      await bare.cleanup();
    }
  });

  it('answers 503 while the provider cannot be reached, and works once it can', async () => {
    const app = await createKit({ clock: realTime, env: oidcEnv() });
    try {
      provider.down = true;
      const start = await app.app.inject({ url: '/api/user/auth/google' });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({ success: false, message: AUTH_MESSAGES.socialUnavailable });
      expect((await finish('code=abc&state=def', app.app)).statusCode).toBe(503);
      provider.down = false;
      expect((await begin(app.app)).startsWith(provider.issuer)).toBe(true);
    } finally {
      provider.down = false;
      await app.cleanup();
    }
  });
});
