import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { AccessTokens } from '../../lib/access-tokens.ts';
import { forbidden } from '../../lib/errors.ts';
import type { BusMessage, CacheMeter, ClusterBus } from '../../platform/index.ts';
import type { AccountLanguages } from './languages.ts';
import { sessions, users } from './schema.ts';

export type SignInMethod = 'otp' | 'password' | 'social';

export interface SessionService {
  /**
   * Opens a session row and returns the access token naming it. Every sign-in (phone code, password,
   * social) comes here: an account the shop has blocked gets none (403).
   */
  open(userId: string, method: SignInMethod): Promise<{ accessToken: string; sessionId: string }>;
  /** The token's user and session when the token is valid and its session live; otherwise null. */
  authenticate(token: string): Promise<{ userId: string; sessionId: string } | null>;
  /** Ends one session, here and (through the bus) in every other instance's remembered checks. */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user, optionally keeping one. */
  revokeAll(userId: string, exceptSessionId?: string): Promise<void>;
  /**
   * Drops the remembered checks of the user's sessions, in this process at once and in the others
   * through the bus. Call it after ending sessions outside this service (password reset, account
   * deletion, the console's sign-out and block) so the change counts at once on every instance.
   */
  forgetUser(userId: string): void;
}

/** How many checked tokens one process remembers at most. */
const CHECK_CACHE_MAX = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Remembered {
  userId: string;
  sessionId: string;
  /** Trusted until this moment on the monotonic clock (a fixed test clock never keeps it alive). */
  until: number;
  /** The token's own expiry (epoch ms), checked against the service clock on every call. */
  expiresAtMs: number;
}

export function createSessionService(deps: {
  db: Db;
  secret: string;
  clock: () => Date;
  ttlDays: number;
  /**
   * How long (ms) a successful check of a token — its signature and its live session row — is
   * trusted before checking again; 0 checks every time. The token's expiry is checked on every call.
   * Revocations through this service, and forgetUser, take effect at once in this process, and in the
   * others as soon as the bus brings them; a lost message is bounded by this time (docs/decisions/011).
   */
  checkCacheMs?: number;
  /** Tells the other instances which sessions ended, and hears theirs. Absent: one process. */
  bus?: ClusterBus;
  /** Counts checks answered from the remembered ones (hits) and checks that read the database (misses). */
  meter?: CacheMeter;
  /**
   * Told the account's language, which a check that reads the database reads with the session: a
   * signed-in request without the language cookie then answers in it without a statement of its own.
   */
  languages?: Pick<AccountLanguages, 'seen'>;
}): SessionService {
  const { db, clock, bus } = deps;
  const tokens = new AccessTokens(deps.secret, clock);
  const ttlMs = deps.ttlDays * 24 * 3_600_000;
  const cacheMs = deps.checkCacheMs ?? 0;
  // token → what checking it found. Keyed by the whole signed token, so a hit stands for a signature
  // already verified; a different token for the same session is checked on its own.
  const checked = new Map<string, Remembered>();

  function remember(token: string, claims: Omit<Remembered, 'until'>) {
    if (cacheMs <= 0) return;
    if (checked.size >= CHECK_CACHE_MAX) {
      const oldest = checked.keys().next().value;
      if (oldest !== undefined) checked.delete(oldest);
    }
    checked.set(token, { ...claims, until: performance.now() + cacheMs });
  }

  function recentlyChecked(token: string): { userId: string; sessionId: string } | null {
    const entry = checked.get(token);
    if (!entry) return null;
    if (entry.until > performance.now() && clock().getTime() < entry.expiresAtMs) {
      return { userId: entry.userId, sessionId: entry.sessionId };
    }
    checked.delete(token);
    return null;
  }

  // Counts forgets: a check that read its session before a forget (here, or heard from another
  // instance) must not remember what it read, or it would put an ended session back.
  let forgets = 0;

  function forget(matches: (entry: Remembered) => boolean) {
    forgets += 1;
    for (const [token, entry] of checked) if (matches(entry)) checked.delete(token);
  }

  function forgetUser(userId: string) {
    forget((entry) => entry.userId === userId);
  }

  /** Another instance ended sessions: forget them here too (and tell nobody: it told everyone). */
  function heard(message: BusMessage) {
    if (message.topic !== 'sessions') return;
    const { sessionId, userId } = message;
    if (sessionId) forget((entry) => entry.sessionId === sessionId);
    if (userId) forgetUser(userId);
  }
  bus?.subscribe(heard);

  return {
    async open(userId, method) {
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs);
      // One statement: a block committed before it is seen, one committed after it ends the session.
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO sessions (user_id, method, created_at, expires_at)
            SELECT u.id, ${method}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
            FROM users u WHERE u.id = ${userId}::uuid AND u.blocked_at IS NULL
            RETURNING id`,
      );
      if (!row) throw forbidden(ADMIN_PEOPLE_MESSAGES.accountBlocked);
      const accessToken = await tokens.sign({ userId, sessionId: row.id }, expiresAt);
      return { accessToken, sessionId: row.id };
    },

    async authenticate(token) {
      const remembered = recentlyChecked(token);
      if (remembered) {
        deps.meter?.hit();
        return remembered;
      }
      deps.meter?.miss();
      const forgetsBefore = forgets;
      const verified = await tokens.verify(token);
      if (!verified) return null;
      const claims = { userId: verified.userId, sessionId: verified.sessionId };
      if (!UUID.test(claims.sessionId) || !UUID.test(claims.userId)) return null;
      const [row] = await db
        .select({ id: sessions.id, language: users.language })
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
      deps.languages?.seen(claims.userId, row.language);
      if (forgets === forgetsBefore) remember(token, verified);
      return claims;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      // After the write: a check racing with it cannot put the session back.
      forget((entry) => entry.sessionId === sessionId);
      await bus?.publish({ topic: 'sessions', sessionId });
    },

    async revokeAll(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(...conditions));
      forgetUser(userId);
      await bus?.publish({ topic: 'sessions', userId });
    },

    forgetUser(userId) {
      forgetUser(userId);
      // Never throws (a failure is logged); the caller's answer need not wait for it.
      void bus?.publish({ topic: 'sessions', userId });
    },
  };
}
