import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import type { NewUser, UserRow } from '../modules/users/index.ts';
import type { Kit } from './kit.ts';

// Shoppers with open sessions, the calls tests make as them, and hand-made tokens.

/** A signed-in shopper as the API tests use one: the user id and the bearer token. */
export interface Shopper {
  userId: string;
  token: string;
}

let phoneCounter = 0;

/** A user row (unique phone and email unless given), created at the kit's time, with no session. */
function insertShopper(t: Kit, fields: Partial<Omit<NewUser, 'now'>> = {}): Promise<UserRow> {
  phoneCounter += 1;
  return t.users.create(t.database.db, {
    name: 'Asha Rao',
    phone: `+9198765${String(10000 + phoneCounter).slice(-5)}`,
    email: `asha${phoneCounter}@example.in`,
    phoneVerifiedAt: t.clock.now,
    ...fields,
    now: t.clock.now,
  });
}

/** A fresh shopper (unique phone and email unless given) with an open session. */
export async function signedInShopper(
  t: Kit,
  fields: Partial<Omit<NewUser, 'now'>> = {},
): Promise<{ user: UserRow; token: string; sessionId: string }> {
  const user = await insertShopper(t, fields);
  const { accessToken, sessionId } = await t.sessions.open(user.id, 'otp');
  return { user, token: accessToken, sessionId };
}

export async function shopper(t: Kit): Promise<Shopper> {
  const { user, token } = await signedInShopper(t);
  return { userId: user.id, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call under /api as `who` (null: no token). */
export function call(
  t: Kit,
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

/** Signs claims exactly as server/lib/access-tokens.ts does (at the kit's time), or with another secret. */
export async function craftToken(
  t: Kit,
  claims: { sub: string; sid: string; exp?: number },
  secret = t.secret,
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
export function unsignedToken(t: Kit, claims: { sub: string; sid: string }): string {
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
