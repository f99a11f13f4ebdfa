import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AccessTokens } from '../../lib/access-tokens.ts';

export type SignInMethod = 'otp' | 'password' | 'social';

export interface SessionService {
  /** Opens a session row and returns the access token naming it. */
  open(userId: string, method: SignInMethod): Promise<{ accessToken: string; sessionId: string }>;
  /** The token's user and session when the token is valid and its session live; otherwise null. */
  authenticate(token: string): Promise<{ userId: string; sessionId: string } | null>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user, optionally keeping one. */
  revokeAll(userId: string, exceptSessionId?: string): Promise<void>;
  /**
   * Drops this process's remembered checks of the user's sessions. Call it after ending sessions
   * outside this service (password reset, account deletion) so the change counts at once here.
   */
  forgetUser(userId: string): void;
}

/** How many live-session checks one process remembers at most. */
const CHECK_CACHE_MAX = 10_000;

export function createSessionService(deps: {
  db: Db;
  secret: string;
  clock: () => Date;
  ttlDays: number;
  /**
   * How long (ms) a successful check of a session row is trusted before asking the database again;
   * 0 asks every time. Revocations through this service, and forgetUser, take effect at once in this
   * process; other processes see them within this time (docs/decisions/011).
   */
  checkCacheMs?: number;
}): SessionService {
  const { db, clock } = deps;
  const tokens = new AccessTokens(deps.secret, clock);
  const ttlMs = deps.ttlDays * 24 * 3_600_000;
  const cacheMs = deps.checkCacheMs ?? 0;
  // sessionId → { userId, until }; `until` is on the monotonic clock, so a fixed test clock never
  // keeps an entry alive. The token itself (signature, expiry) is still verified on every call.
  const checked = new Map<string, { userId: string; until: number }>();

  function remember(sessionId: string, userId: string) {
    if (cacheMs <= 0) return;
    if (checked.size >= CHECK_CACHE_MAX) {
      const oldest = checked.keys().next().value;
      if (oldest !== undefined) checked.delete(oldest);
    }
    checked.set(sessionId, { userId, until: performance.now() + cacheMs });
  }

  function recentlyChecked(sessionId: string, userId: string): boolean {
    const entry = checked.get(sessionId);
    if (!entry) return false;
    if (entry.userId === userId && entry.until > performance.now()) return true;
    checked.delete(sessionId);
    return false;
  }

  function forgetUser(userId: string) {
    for (const [sessionId, entry] of checked) if (entry.userId === userId) checked.delete(sessionId);
  }

  return {
    async open(userId, method) {
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs);
      const [row] = await db
        .insert(sessions)
        .values({ userId, method, createdAt: now, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      const accessToken = await tokens.sign({ userId, sessionId: row.id }, expiresAt);
      return { accessToken, sessionId: row.id };
    },

    async authenticate(token) {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (!uuid.test(claims.sessionId) || !uuid.test(claims.userId)) return null;
      if (recentlyChecked(claims.sessionId, claims.userId)) return claims;
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, clock()),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      remember(claims.sessionId, claims.userId);
      return claims;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      // After the write: a check racing with it cannot put the session back.
      checked.delete(sessionId);
    },

    async revokeAll(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(...conditions));
      forgetUser(userId);
    },

    forgetUser,
  };
}
