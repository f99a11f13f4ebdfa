import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertUser, type NewUser, type UserRow } from '../users/repo.ts';
import { createSessionService, type SessionService } from '../users/sessions.ts';

// Helpers for the profile tests: a test app whose token secret is known, shoppers with sessions,
// hand-made tokens and multipart bodies.

export const TEST_SECRET = 'profile-tests-secret-0123456789-abcdefghijklmnop';

export interface AccountsTestApp extends TestApp {
  sessions: SessionService;
  /** The time both the app and the test's sessions see; tests move it. */
  clock: { now: Date };
}

export async function createAccountsTestApp(env: Record<string, string> = {}): Promise<AccountsTestApp> {
  const clock = { now: new Date('2026-03-02T10:00:00Z') };
  const now = () => clock.now;
  const t = await createTestApp({ clock: now, env: { AUTH_SECRET: TEST_SECRET, ...env } });
  const sessions = createSessionService({
    db: t.database.db,
    secret: TEST_SECRET,
    clock: now,
    ttlDays: t.config.sessionTtlDays,
  });
  return { ...t, sessions, clock };
}

let phoneCounter = 0;

/** A fresh shopper (unique phone and email unless given) with an open session. */
export async function signedInShopper(
  t: AccountsTestApp,
  fields: Partial<Omit<NewUser, 'now'>> = {},
): Promise<{ user: UserRow; token: string; sessionId: string }> {
  phoneCounter += 1;
  const user = await insertUser(t.database.db, t.config.brandCode, {
    name: 'Asha Rao',
    phone: `+9198765${String(10000 + phoneCounter).slice(-5)}`,
    email: `asha${phoneCounter}@example.in`,
    phoneVerifiedAt: t.clock.now,
    ...fields,
    now: t.clock.now,
  });
  const { accessToken, sessionId } = await t.sessions.open(user.id, 'otp');
  return { user, token: accessToken, sessionId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in shopper as the API tests use one: the user id and the bearer token. */
export interface Shopper {
  userId: string;
  token: string;
}

export async function shopper(t: AccountsTestApp): Promise<Shopper> {
  const { user, token } = await signedInShopper(t);
  return { userId: user.id, token };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call under /api as `who` (null: no token). */
export function call(
  t: AccountsTestApp,
  method: Method,
  url: string,
  who: Shopper | null,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs claims exactly as server/lib/access-tokens.ts does (at the test clock's time), or with another secret. */
export async function craftToken(
  t: AccountsTestApp,
  claims: { sub: string; sid: string; exp?: number },
  secret = TEST_SECRET,
): Promise<string> {
  const key = createHash('sha256').update(`access-token:${secret}`).digest();
  const now = seconds(t.clock.now);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('little-loom')
    .setAudience('little-loom-shop')
    .setIssuedAt(now)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

/** The same claims, unsigned: `alg: none`. */
export function unsignedToken(t: AccountsTestApp, claims: { sub: string; sid: string }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = seconds(t.clock.now);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: claims.sub,
    sid: claims.sid,
    iss: 'little-loom',
    aud: 'little-loom-shop',
    iat: now,
    exp: now + 3600,
  })}.`;
}

/** Encodes a FormData the way a browser would, for app.inject. */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

export function formOf(fields: Record<string, string | Blob | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, value);
  }
  return form;
}
