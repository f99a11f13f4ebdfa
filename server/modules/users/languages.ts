import { and, eq, isNull } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../contract/language.ts';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';

// The language each account chose, for requests that carry no language cookie (an app, a new device):
// read once and remembered briefly, so a signed-in request without the cookie costs no extra statement
// most of the time. A change through the profile is forgotten here at once; another instance's
// remembered value lasts at most `ttlMs` (the device that changed it sends the cookie anyway).

export interface AccountLanguages {
  /** The account's language, or null when it chose none (or is gone). */
  of(userId: string): Promise<Language | null>;
  /** Drops the remembered language of the account (after it changed). */
  forget(userId: string): void;
  /**
   * Remembers what another statement read of the account's language (the session check reads it with
   * the session), so that the request's own look-up needs no statement.
   */
  seen(userId: string, language: unknown): void;
}

const MAX_REMEMBERED = 10_000;

export function createAccountLanguages(deps: { db: Db; ttlMs?: number }): AccountLanguages {
  const { db } = deps;
  const ttlMs = deps.ttlMs ?? 30_000;
  const remembered = new Map<string, { language: Language | null; until: number }>();

  function keep(userId: string, read: unknown): Language | null {
    const language = isLanguage(read) ? read : null;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(userId, { language, until: performance.now() + ttlMs });
    return language;
  }

  return {
    async of(userId) {
      const entry = remembered.get(userId);
      if (entry && entry.until > performance.now()) return entry.language;
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return keep(userId, row?.language);
    },
    seen(userId, language) {
      keep(userId, language);
    },
    forget(userId) {
      remembered.delete(userId);
    },
  };
}
