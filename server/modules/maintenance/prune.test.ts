import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authEvents,
  checkouts,
  coinLedger,
  failedJobs,
  orders,
  otpCodes,
  outboxMessages,
  sessions,
} from '../../db/schema/index.ts';
import { createKit, type Kit, signedInShopper } from '../../test/kit.ts';
import { pruneExpired } from './prune.ts';

// Housekeeping deletes what has outlived its purpose and nothing else.

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

const DAY = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('pruneExpired', () => {
  it('removes old codes, events, outbox messages, dead sessions and abandoned checkouts only', async () => {
    const db = t.database.db;
    const { user } = await signedInShopper(t);
    const code = (expiresAt: Date) => ({
      purpose: 'login',
      target: '+919800000000',
      codeHash: 'h',
      expiresAt,
      createdAt: expiresAt,
    });
    await db.insert(otpCodes).values([code(ago(2)), code(ago(0.5))]);
    await db.insert(authEvents).values([
      { kind: 'signin_failed', target: 'x', createdAt: ago(31) },
      { kind: 'signin_failed', target: 'x', createdAt: ago(29) },
    ]);
    await db.insert(outboxMessages).values([
      { to: '+919800000000', channel: 'sms', text: 'old', createdAt: ago(8) },
      { to: '+919800000000', channel: 'sms', text: 'new', createdAt: ago(6) },
    ]);
    const [dead] = await db
      .insert(sessions)
      .values({ userId: user.id, method: 'otp', createdAt: ago(70), expiresAt: ago(40) })
      .returning({ id: sessions.id });
    const [live] = await db
      .insert(sessions)
      .values({
        userId: user.id,
        method: 'otp',
        createdAt: ago(1),
        expiresAt: new Date(now.getTime() + 29 * DAY),
      })
      .returning({ id: sessions.id });
    const [abandoned] = await db
      .insert(checkouts)
      .values({ userId: user.id, source: 'cart', createdAt: ago(31), updatedAt: ago(31) })
      .returning({ id: checkouts.id });
    const [recent] = await db
      .insert(checkouts)
      .values({ userId: user.id, source: 'cart', createdAt: ago(2), updatedAt: ago(2) })
      .returning({ id: checkouts.id });
    const [ordered] = await db
      .insert(checkouts)
      .values({ userId: user.id, source: 'buy_now', createdAt: ago(90), updatedAt: ago(90) })
      .returning({ id: checkouts.id });
    await db.insert(orders).values({
      userId: user.id,
      checkoutId: ordered!.id,
      status: 'Delivered',
      paymentMethod: 'Cash on Delivery',
      itemsTotal: 49_900,
      mrpTotal: 59_900,
      deliveryCharge: 0,
      finalPayable: 49_900,
      shippingAddress: { name: 'Asha' },
      createdAt: ago(90),
      updatedAt: ago(90),
    });
    await db.insert(coinLedger).values({ userId: user.id, delta: 40, reason: 'referral_joined', ref: 'x' });
    const deadLetter = (failedAt: Date) => ({
      queue: 'send-message',
      payload: { to: '+919800000000' },
      error: 'gateway down',
      attempts: 5,
      failedAt,
    });
    await db.insert(failedJobs).values([deadLetter(ago(91)), deadLetter(ago(89))]);

    const removed = await pruneExpired(db, now);
    expect(removed).toMatchObject({ otpCodes: 1, authEvents: 1, outbox: 1, openCheckouts: 1, failedJobs: 1 });
    expect((await db.select().from(failedJobs)).map((j) => j.failedAt)).toEqual([ago(89)]);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);

    expect((await db.select().from(otpCodes)).map((c) => c.expiresAt)).toEqual([ago(0.5)]);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.text, 'old'))).toHaveLength(0);
    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(sessionIds).toContain(live!.id);
    expect(sessionIds).not.toContain(dead!.id);
    const checkoutIds = (await db.select({ id: checkouts.id }).from(checkouts)).map((c) => c.id);
    expect(checkoutIds).toEqual(expect.arrayContaining([recent!.id, ordered!.id]));
    expect(checkoutIds).not.toContain(abandoned!.id);
    expect(await db.select().from(orders)).toHaveLength(1);
    expect(await db.select().from(coinLedger)).toHaveLength(1);

    // Running it again finds nothing more.
    expect(Object.values(await pruneExpired(db, now)).every((n) => n === 0)).toBe(true);
  });
});
