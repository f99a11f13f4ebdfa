import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions as sessionRows, users as userRows } from '../../db/schema/index.ts';
import { craftToken, createKit, type Kit, signedInShopper } from '../../test/kit.ts';
import { createAccountLanguages } from './languages.ts';
import { createSessionService } from './sessions.ts';

// The per-process memory of live-session checks: fewer database reads per signed-in call, while a
// revocation made through the service (or announced with forgetUser) still counts at once.

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

function service(checkCacheMs: number) {
  return createSessionService({
    db: t.database.db,
    secret: t.secret,
    clock: () => t.clock.now,
    ttlDays: t.config.sessionTtlDays,
    checkCacheMs,
  });
}

/** Ends a session behind the service's back, as another process would. */
async function revokeElsewhere(sessionId: string) {
  await t.database.db
    .update(sessionRows)
    .set({ revokedAt: t.clock.now })
    .where(eq(sessionRows.id, sessionId));
}

describe('session checks', () => {
  it('without the cache, a session ended elsewhere is refused at once', async () => {
    const sessions = service(0);
    const { user, token, sessionId } = await signedInShopper(t);
    expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
    await revokeElsewhere(sessionId);
    expect(await sessions.authenticate(token)).toBeNull();
  });

  it('remembers a live session for the cache time, then asks the database again', async () => {
    const sessions = service(150);
    const { user, token, sessionId } = await signedInShopper(t);
    expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
    await revokeElsewhere(sessionId);
    // Still remembered: the cost of the cache, bounded by its time.
    expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sessions.authenticate(token)).toBeNull();
  });

  it('revoke and revokeAll through the service count at once', async () => {
    const sessions = service(60_000);
    const one = await signedInShopper(t);
    expect(await sessions.authenticate(one.token)).not.toBeNull();
    await sessions.revoke(one.sessionId);
    expect(await sessions.authenticate(one.token)).toBeNull();

    const two = await signedInShopper(t);
    const other = await t.sessions.open(two.user.id, 'otp');
    expect(await sessions.authenticate(two.token)).not.toBeNull();
    expect(await sessions.authenticate(other.accessToken)).not.toBeNull();
    await sessions.revokeAll(two.user.id);
    expect(await sessions.authenticate(two.token)).toBeNull();
    expect(await sessions.authenticate(other.accessToken)).toBeNull();
  });

  it('forgetUser drops what was remembered of that user only', async () => {
    const sessions = service(60_000);
    const gone = await signedInShopper(t);
    const kept = await signedInShopper(t);
    expect(await sessions.authenticate(gone.token)).not.toBeNull();
    expect(await sessions.authenticate(kept.token)).not.toBeNull();
    await revokeElsewhere(gone.sessionId);
    await revokeElsewhere(kept.sessionId);
    sessions.forgetUser(gone.user.id);
    expect(await sessions.authenticate(gone.token)).toBeNull();
    // The other shopper's check is still remembered (until its time runs out).
    expect(await sessions.authenticate(kept.token)).toEqual({
      userId: kept.user.id,
      sessionId: kept.sessionId,
    });
  });

  it('never trusts a remembered session for a token past its expiry', async () => {
    const sessions = service(60_000);
    const start = t.clock.now;
    const { token } = await signedInShopper(t);
    expect(await sessions.authenticate(token)).not.toBeNull();
    try {
      t.clock.now = new Date(start.getTime() + (t.config.sessionTtlDays * 24 + 1) * 3_600_000);
      expect(await sessions.authenticate(token)).toBeNull();
    } finally {
      t.clock.now = start;
    }
  });

  it('ends a remembered token exactly at its expiry, to the millisecond', async () => {
    const sessions = service(60_000);
    const start = t.clock.now;
    const { user, sessionId } = await signedInShopper(t);
    const exp = Math.floor(start.getTime() / 1000) + 600;
    const token = await craftToken(t, { sub: user.id, sid: sessionId, exp });
    try {
      expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
      t.clock.now = new Date(exp * 1000 - 1);
      expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
      t.clock.now = new Date(exp * 1000);
      expect(await sessions.authenticate(token)).toBeNull();
      // Forgotten once expired: going back in time does not revive the remembered check.
      t.clock.now = new Date(exp * 1000 - 1);
      await revokeElsewhere(sessionId);
      expect(await sessions.authenticate(token)).toBeNull();
    } finally {
      t.clock.now = start;
    }
  });

  it('remembers tokens, not sessions: a re-signed token for a remembered session is refused', async () => {
    const sessions = service(60_000);
    const { user, token, sessionId } = await signedInShopper(t);
    expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
    const forged = await craftToken(t, { sub: user.id, sid: sessionId }, 'another-secret-of-32-characters!!');
    expect(await sessions.authenticate(forged)).toBeNull();
    // The genuine token is still remembered.
    expect(await sessions.authenticate(token)).toEqual({ userId: user.id, sessionId });
  });

  it("reads the account's language with the session, so the request's language needs no statement", async () => {
    const languages = createAccountLanguages({ db: t.database.db });
    const sessions = createSessionService({
      db: t.database.db,
      secret: t.secret,
      clock: () => t.clock.now,
      ttlDays: t.config.sessionTtlDays,
      languages,
    });
    const { user, token } = await signedInShopper(t);
    await t.database.db.update(userRows).set({ language: 'hi' }).where(eq(userRows.id, user.id));
    expect(await sessions.authenticate(token)).not.toBeNull();
    // Changed behind both services' backs: what answers is what the session check read.
    await t.database.db.update(userRows).set({ language: 'en' }).where(eq(userRows.id, user.id));
    expect(await languages.of(user.id)).toBe('hi');
    // Without the check, the memory asks the database.
    languages.forget(user.id);
    expect(await languages.of(user.id)).toBe('en');
  });
});
