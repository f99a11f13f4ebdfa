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
}

export function createSessionService(deps: {
  db: Db;
  secret: string;
  clock: () => Date;
  ttlDays: number;
}): SessionService {
  const { db, clock } = deps;
  const tokens = new AccessTokens(deps.secret, clock);
  const ttlMs = deps.ttlDays * 24 * 3_600_000;

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
      return row ? claims : null;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAll(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(...conditions));
    },
  };
}
