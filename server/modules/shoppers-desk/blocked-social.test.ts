import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { sessions } from '../../db/schema/index.ts';
import { call, createKit, type Kit, staffMember } from '../../test/kit.ts';
import {
  CookieJar,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';

// A shopper the shop has blocked cannot sign in through the identity provider either.

const PUBLIC_URL = 'https://shop.example';
const RETURN = `${PUBLIC_URL}/signin`;

let provider: TestOidcProvider;
let t: Kit;
// The provider's tokens carry real times, so the shop's clock is the real one.
const clock = () => new Date();

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: RETURN,
    accounts: [{ sub: 'neha', email: 'neha@example.in', email_verified: true, name: 'Neha Joshi' }],
  });
  t = await createKit({
    clock,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL,
    },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await provider?.close();
});

async function socialSignIn(jar: CookieJar) {
  const start = await t.app.inject({ url: '/api/user/auth/google' });
  const back = await signInAtProvider(start.headers.location as string, 'neha', RETURN, jar);
  return t.app.inject({ url: `/api/user/auth/google/callback?${back.searchParams}` });
}

describe('social sign-in of a blocked shopper', () => {
  it('is refused with 403 and opens no session; after unblocking it works again', async () => {
    const jar = new CookieJar();
    const first = await socialSignIn(jar);
    expect(first.statusCode).toBe(200);
    const userId: string = first.json().user._id;
    const support = await staffMember(t, 'support');

    const blocked = await call(t, 'POST', `/admin/shoppers/${userId}/block`, support, {
      reason: 'Chargebacks',
    });
    expect(blocked.statusCode).toBe(200);
    const refused = await socialSignIn(jar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: ADMIN_PEOPLE_MESSAGES.accountBlocked });
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    expect((await call(t, 'POST', `/admin/shoppers/${userId}/unblock`, support)).statusCode).toBe(200);
    expect((await socialSignIn(jar)).statusCode).toBe(200);
  });
});
