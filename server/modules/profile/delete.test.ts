import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { coinLedger, sessions, userIdentities, users } from '../../db/schema/index.ts';
import { bearer, createKit, formOf, type Kit, multipart, signedInShopper } from '../../test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

const remove = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/profile/delete', headers: bearer(token) });

describe('DELETE /api/user/profile/delete', () => {
  it('ends every sign-in, erases the personal details and keeps the row for orders and coins', async () => {
    const { user, token } = await signedInShopper(t, {
      name: 'Leaving Soon',
      email: 'leaving@example.in',
      phone: '+919812345678',
    });
    const other = await t.sessions.open(user.id, 'password');
    const db = t.database.db;
    await t.coins.append(db, [
      { userId: user.id, delta: 40, reason: 'referral_joined', ref: 'x' },
      { userId: user.id, delta: -10, reason: 'order_redeem', ref: 'order-9' },
    ]);
    await db.insert(userIdentities).values({ provider: 'google', subject: 'g-123', userId: user.id });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const { payload, headers } = await multipart(
      formOf({ image: [new Blob([new Uint8Array(png)]), 'me.png'] }),
    );
    const upload = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile/update',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
    const photo = path.join(t.config.uploadsDir, upload.json().image as string);
    expect(existsSync(photo)).toBe(true);
    const ledgerBefore = await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id));

    const res = await remove(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PROFILE_MESSAGES.deleted });

    // Both sign-ins are over.
    for (const accessToken of [token, other.accessToken]) {
      const view = await t.app.inject({ url: '/api/user/profile/view', headers: bearer(accessToken) });
      expect(view.statusCode).toBe(401);
      expect(view.json()).toEqual({ success: false, message: 'Login Required.' });
    }
    const open = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: null,
      email: null,
      phone: null,
      gender: null,
      image: null,
      passwordHash: null,
      referralCode: user.referralCode,
      deletedAt: t.clock.now,
    });
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);
    expect(existsSync(photo)).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${upload.json().image}` })).statusCode).toBe(404);

    // The ledger is append-only and untouched; the balance still belongs to the kept row.
    expect(await db.select().from(coinLedger).where(eq(coinLedger.userId, user.id))).toEqual(ledgerBefore);
    expect(await t.coins.balance(user.id)).toBe(30);

    // The phone and email are free: a new account can take them.
    expect(await t.users.byPhone('+919812345678')).toBeUndefined();
    expect(await t.users.byEmail('leaving@example.in')).toBeUndefined();
    const again = await t.users.create(db, {
      name: 'Back Again',
      email: 'leaving@example.in',
      phone: '+919812345678',
      now: t.clock.now,
    });
    expect(again.id).not.toBe(user.id);
    expect((await t.users.byPhone('+919812345678'))?.id).toBe(again.id);
  });

  it('leaves other shoppers alone and refuses a second call with the dead token', async () => {
    const leaving = await signedInShopper(t);
    const staying = await signedInShopper(t);
    expect((await remove(leaving.token)).statusCode).toBe(200);
    expect((await remove(leaving.token)).statusCode).toBe(401);
    const view = await t.app.inject({ url: '/api/user/profile/view', headers: bearer(staying.token) });
    expect(view.statusCode).toBe(200);
    expect(view.json().user.name).toBe(staying.user.name);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/profile/delete' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });
});
